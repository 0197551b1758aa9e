import { readdirSync } from 'node:fs';
import path from 'node:path';

import { PUBLIC_DIR, type ContentFile } from '@/lib/content/parse';
import { parseEvents, type Event } from '@/lib/events/content';
import { isPictureFile } from '@/lib/images/picture-files';

/** An open registration with a form link, for fixtures that need one. */
export const OPEN_REGISTRATION = {
  open: true,
  deadline: '2025-04-06',
  formLink: 'https://forms.example.com/team-sportivo/fixture',
} as const;

/** A registration that is closed, for fixtures that need one. */
export const CLOSED_REGISTRATION = { open: false, deadlineText: 'On the spot' } as const;

/** The id of a fixture event made without one. */
export const FIXTURE_EVENT_ID = 'fixture';

/**
 * The pictures in public/images/Events/, as event files name them ("/images/Events/x.svg"). An
 * event file must name a picture that exists, so fixtures borrow one; they read the folder, not
 * content/events/, so no organiser's edit of an event changes a fixture.
 */
export function eventPictures(): string[] {
  const pictures = readdirSync(path.join(PUBLIC_DIR, 'images', 'Events'))
    .filter(isPictureFile)
    .sort()
    .map((name) => `/images/Events/${name}`);
  if (pictures.length === 0) throw new Error('no picture in public/images/Events/');
  return pictures;
}

/**
 * The data of a fixture event file with the given id: every fact is the test's own (April 8-10,
 * 2025, open for registration, scheduled), none is read from content/events/. Its picture is
 * the one named after the id if public/images/Events/ has one (the loader insists), else the
 * first picture there.
 */
export function fixtureEventData(id: string = FIXTURE_EVENT_ID): Record<string, unknown> {
  const pictures = eventPictures();
  const own = pictures.find((src) => path.posix.parse(src).name === id);
  return {
    id,
    title: 'Fixture Cup',
    category: 'Cricket',
    featured: false,
    startsAt: '2025-04-08T09:00:00+05:30',
    endsAt: '2025-04-10T20:00:00+05:30',
    location: 'Fixture Ground',
    capacity: '16 teams',
    teams: ['Open to all departments'],
    organizer: 'Fixture Club',
    fees: [{ amount: 500, label: 'per team' }],
    registration: { ...OPEN_REGISTRATION },
    image: own ?? pictures[0]!,
    description: 'A fixture event that only tests know.',
    fullDescription: 'A fixture event that only tests know.\n\nRules\nThe coordinator decides.',
  };
}

/** A fixture event file, content/events/<id>.json, with the given fields changed. */
export function fixtureEventFile(
  change: Record<string, unknown> = {},
  id: string = FIXTURE_EVENT_ID,
): ContentFile {
  return { file: `content/events/${id}.json`, data: { ...fixtureEventData(id), ...change } };
}

/**
 * A fixture event (fixtureEventData) with the given fields changed, parsed by the loader. Tests
 * that need a featured event, an open or a closed registration make it here instead of relying
 * on what today's content happens to say. A field set to undefined counts as absent.
 */
export function fixtureEvent(change: Record<string, unknown>, id?: string): Event {
  const [event] = parseEvents([fixtureEventFile(change, id)]);
  return event!;
}
