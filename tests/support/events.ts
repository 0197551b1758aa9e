import { parseEvents, readEventFiles, type Event } from '@/lib/events/content';

/** An open registration with a form link, for fixtures that need one. */
export const OPEN_REGISTRATION = {
  open: true,
  deadline: '2025-04-06',
  formLink: 'https://forms.example.com/team-sportivo/fixture',
} as const;

/** A registration that is closed, for fixtures that need one. */
export const CLOSED_REGISTRATION = { open: false, deadlineText: 'On the spot' } as const;

/**
 * A fixture event: whichever event file the loader reads first, with the given fields changed.
 * Tests that need a featured event, an open or a closed registration make it here instead of
 * relying on what today's content happens to say. With `id`, it is parsed as the file
 * content/events/<id>.json with that id.
 */
export function fixtureEvent(change: Record<string, unknown>, id?: string): Event {
  const [first] = readEventFiles();
  if (!first) throw new Error('no event file in content/events/');
  const [event] = parseEvents([
    {
      file: id ? `content/events/${id}.json` : first.file,
      data: { ...(first.data as object), ...(id ? { id } : {}), ...change },
    },
  ]);
  return event!;
}
