import { z } from 'zod';

import { getImageSources } from '@/lib/images/manifest';
import type { ImageSources } from '@/lib/images/sources';
import { events as rawEvents } from '@/content/events';

import { checkUniqueIds, parseEntries, publicFile } from './parse';

export const EVENT_CATEGORIES = [
  'Cricket',
  'Football',
  'Handball',
  'Badminton',
  'Table Tennis',
  'Chess',
  'Flash Events',
] as const;

const text = z.string().trim().min(1, 'must not be empty');

/** An ISO 8601 date-time in Kolkata time, e.g. 2025-04-08T09:00:00+05:30. */
const kolkataDateTime = z.iso
  .datetime({ offset: true, error: 'must be an ISO date-time like 2025-04-08T09:00:00+05:30' })
  .refine((value) => value.endsWith('+05:30'), 'must be in Kolkata time (end with +05:30)');

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be a full https:// address' });

const RegistrationSchema = z
  .object({
    open: z.boolean(),
    deadline: text,
    formLink: httpsUrl.optional(),
  })
  .superRefine((registration, ctx) => {
    if (registration.open && !registration.formLink) {
      ctx.addIssue({
        code: 'custom',
        path: ['formLink'],
        message: 'an open registration needs an https:// form link',
      });
    }
  });

export const EventSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes'),
    title: text,
    date: text,
    time: text,
    startsAt: kolkataDateTime,
    endsAt: kolkataDateTime,
    location: text,
    description: text,
    fullDescription: text,
    image: publicFile('images/Events', '/images/Events/cricket.svg'),
    teams: z.array(text).min(1, 'needs at least one team or category label'),
    featured: z.boolean(),
    category: z.enum(EVENT_CATEGORIES),
    capacity: text,
    organizer: text,
    price: text,
    fees: z.array(z.object({ label: text, amount: z.number().int().positive() })),
    registration: RegistrationSchema,
  })
  .strict()
  .superRefine((event, ctx) => {
    if (Date.parse(event.endsAt) < Date.parse(event.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must not be before startsAt' });
    }
  });

export const EventListSchema = z
  .array(EventSchema)
  .superRefine((events, ctx) => checkUniqueIds(events, ctx, 'event'));

export type Event = z.infer<typeof EventSchema> & {
  /** The AVIF and WebP copies the build made of a raster picture (lib/images). */
  imageSources?: ImageSources;
};
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Parses the events of a content module; throws a ContentError naming file, event and field. */
export function parseEvents(entries: unknown): Event[] {
  const events = parseEntries(EventListSchema, entries, {
    file: 'content/events.ts',
    kind: 'event',
  });
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) => Date.parse(a.event.startsAt) - Date.parse(b.event.startsAt) || a.index - b.index,
    )
    .map(({ event }) => event);
}

let cache: Event[] | undefined;

/** Every event, earliest first (ties keep their order in content/events.ts). */
export function getAllEvents(): Event[] {
  cache ??= parseEvents(rawEvents).map((event) => {
    const imageSources = getImageSources(event.image);
    return imageSources ? { ...event, imageSources } : event;
  });
  return cache;
}

export function getEventById(id: string): Event | undefined {
  return getAllEvents().find((event) => event.id === id);
}

/** The `count` events with the earliest start. */
export function getUpcomingEvents(count: number): Event[] {
  return getAllEvents().slice(0, count);
}

/** The distinct categories in use, in the order of EVENT_CATEGORIES. */
export function getEventCategories(events: readonly Event[] = getAllEvents()): EventCategory[] {
  return EVENT_CATEGORIES.filter((category) => events.some((event) => event.category === category));
}
