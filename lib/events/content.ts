import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import {
  ContentError,
  parseEntry,
  PUBLIC_DIR,
  publicFile,
  type ContentFile,
} from '@/lib/content/parse';
import { readContentFiles } from '@/lib/content/read';
import { isUpcoming } from '@/lib/events/phase';
import { getImageSources } from '@/lib/images/manifest';
import { PICTURE_EXTENSIONS } from '@/lib/images/picture-files';
import type { ImageSources } from '@/lib/images/sources';
import { undrawableMessage } from '@/lib/og/glyphs';
import {
  formatDate,
  formatDateRange,
  formatFees,
  formatTimeRange,
  toKolkataIso,
} from '@/lib/utils';

/** One file per event: content/events/<id>.json. */
export const EVENTS_FOLDER = 'content/events';

export const EVENT_CATEGORIES = [
  'Cricket',
  'Football',
  'Handball',
  'Badminton',
  'Table Tennis',
  'Chess',
  'Flash Events',
] as const;

/**
 * What became of an event: `scheduled` (the default: it takes place as written), `cancelled`,
 * `postponed` (off its dates, new ones not known yet: startsAt/endsAt keep the old ones) or
 * `rescheduled` (moved: startsAt/endsAt hold the new dates, previousStartsAt the old start).
 * The rules that follow from each are in lib/events/status.ts.
 */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;

/** The date a postponed event shows until its new dates are known. */
export const DATE_TO_BE_ANNOUNCED = 'To be announced';

/** Event ids (and so file names and addresses): lower-case letters, digits and dashes. */
export const EVENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  // One kind of line break (\n) whatever editor wrote the file: no stray carriage return
  // reaches a page, a share card or a calendar file.
  .overwrite((value) => value.replace(/\r\n?/g, '\n'))
  .trim()
  .min(1, 'must not be empty');

/**
 * A date-time with its zone: 2025-04-08T09:00:00+05:30 as the CMS writes it (its pickers write
 * Kolkata wall-clock time whatever zone the editing computer is in), or any other offset or Z
 * written by hand. The instant is what counts; the site shows it in Kolkata time.
 */
/** A text that is also drawn on the event's share picture (lib/og/glyphs.ts). */
const cardText = text.superRefine((value, ctx) => {
  const message = undrawableMessage(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** An event title: one line of at most 80 characters, so it fits its share picture. */
export const EVENT_TITLE_PATTERN = /^.{1,80}$/;

const dateTime = z.iso.datetime({
  offset: true,
  error: 'must be a date-time with its zone, like 2025-04-08T09:00:00+05:30',
});

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be a full https:// address' });

export const FeeSchema = z
  .object({
    amount: z.number().int().positive('must be a whole number of rupees above 0'),
    /** What the amount buys, written after it: "per team", "singles". None for a single fee. */
    label: text.optional(),
  })
  .strict();

export const RegistrationSchema = z
  .object({
    open: z.boolean(),
    /** The last day to register (Kolkata), e.g. 2025-04-06. */
    deadline: z.iso.date('must be a date like 2025-04-06').optional(),
    /** Shown instead of the date, where a date cannot say it: "On the spot". */
    deadlineText: text.optional(),
    formLink: httpsUrl.optional(),
  })
  .strict();

/**
 * The schema of one event file. Display texts are derived, not written: the date and time from
 * startsAt/endsAt (dateText/timeText override them only where that cannot say it), the price from
 * fees. The CMS configuration (lib/cms/config.ts) describes the same fields; a test keeps the two
 * equal.
 */
export const EventFileSchema = z
  .object({
    id: z.string().regex(EVENT_ID_PATTERN, 'must be lower-case letters, digits and dashes'),
    title: cardText.regex(EVENT_TITLE_PATTERN, 'must be one line of at most 80 characters'),
    category: z.enum(EVENT_CATEGORIES),
    featured: z.boolean(),
    startsAt: dateTime,
    endsAt: dateTime,
    status: z
      .enum(EVENT_STATUSES, { error: `must be one of ${EVENT_STATUSES.join(', ')}` })
      .default('scheduled'),
    /** The start it had before it was rescheduled (status "rescheduled" only). */
    previousStartsAt: dateTime.optional(),
    dateText: cardText.optional(),
    timeText: cardText.optional(),
    location: cardText,
    capacity: text,
    teams: z.array(text).min(1, 'needs at least one team or category label'),
    organizer: text,
    fees: z.array(FeeSchema),
    registration: RegistrationSchema,
    image: publicFile('images/Events', '/images/Events/cricket.svg'),
    description: text,
    fullDescription: text,
  })
  .strict()
  .superRefine((event, ctx) => {
    if (Date.parse(event.endsAt) < Date.parse(event.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must not be before startsAt' });
    }
    checkStatus(event, ctx);
    event.teams.forEach((team, index) => {
      if (team === event.capacity) {
        ctx.addIssue({
          code: 'custom',
          path: ['teams', index],
          message: `repeats the capacity ("${team}"): write it only in capacity`,
        });
      }
    });
    const { registration } = event;
    if (registration.open && !registration.formLink) {
      ctx.addIssue({
        code: 'custom',
        path: ['registration', 'formLink'],
        message: 'an open registration needs an https:// form link',
      });
    }
    if (!registration.deadline && !registration.deadlineText) {
      ctx.addIssue({
        code: 'custom',
        path: ['registration', 'deadline'],
        message: 'needs a deadline date (or a deadlineText such as "On the spot")',
      });
    }
    checkDeadline(event, ctx);
  });

export type EventFile = z.output<typeof EventFileSchema>;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];

const DAY = 24 * 60 * 60 * 1000;

/** A deadline further before the start than this is taken for one left from an earlier edition. */
export const DEADLINE_MAX_DAYS_BEFORE = 180;

/**
 * The registration deadline belongs to these dates: not after the event's last day (the page
 * would show a deadline that never comes), and not half a year or more before its start (a file
 * copied from last year's edition, whose registration would read "closed" from the first day).
 */
function checkDeadline(
  event: { startsAt: string; endsAt: string; registration: { deadline?: string } },
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  const { deadline } = event.registration;
  if (!deadline) return;
  const [dayStarts, starts, ends] = [
    `${deadline}T00:00:00+05:30`,
    event.startsAt,
    event.endsAt,
  ].map(Date.parse) as [number, number, number];
  if ([dayStarts, starts, ends].some(Number.isNaN)) return;
  const issue = (message: string) =>
    ctx.addIssue({ code: 'custom', path: ['registration', 'deadline'], message });
  if (dayStarts > ends) {
    issue(
      `is after the event ends (${formatDate(event.endsAt)}): registration ` +
        'closes on or before the last day of the event',
    );
  } else if (starts - (dayStarts + DAY) > DEADLINE_MAX_DAYS_BEFORE * DAY) {
    issue(
      `is more than ${DEADLINE_MAX_DAYS_BEFORE} days before the event starts ` +
        `(${formatDate(event.startsAt)}): is it left from an earlier edition? ` +
        "Write this edition's last day to register",
    );
  }
}

/** A rescheduled event keeps its old start; only a rescheduled one has it. */
function checkStatus(
  event: { status: EventStatus; startsAt: string; previousStartsAt?: string },
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  const { status, startsAt, previousStartsAt } = event;
  const issue = (message: string) =>
    ctx.addIssue({ code: 'custom', path: ['previousStartsAt'], message });
  if (status === 'rescheduled' && !previousStartsAt) {
    issue(
      'a rescheduled event needs the start it had before (write the new dates in startsAt and endsAt)',
    );
  } else if (
    status === 'rescheduled' &&
    previousStartsAt &&
    Date.parse(previousStartsAt) === Date.parse(startsAt)
  ) {
    issue('is the same as startsAt: write the new dates in startsAt and endsAt');
  } else if (status === 'scheduled' && previousStartsAt) {
    issue('is only for a moved event: set status to "rescheduled", or leave it empty');
  }
}

/** An event as the pages use it: the file's fields plus the texts derived from them. */
export type Event = EventFile & {
  /** "April 8-10, 2025" (or dateText); "To be announced" while postponed. */
  date: string;
  /** "9:00 AM - 8:00 PM" (or timeText). */
  time: string;
  /** "Rs. 100 singles / 200 doubles", "Price not yet announced". */
  price: string;
  /** "April 6, 2025" (or registration.deadlineText). */
  registrationDeadline: string;
  /** The AVIF and WebP copies the build made of a raster picture (lib/images). */
  imageSources?: ImageSources;
};

/** The texts a visitor reads, derived from the event's facts (one truth per fact). */
export function deriveEvent(file: EventFile): Event {
  const startsAt = toKolkataIso(file.startsAt);
  const endsAt = toKolkataIso(file.endsAt);
  const { deadline, deadlineText } = file.registration;
  const dates = file.dateText ?? formatDateRange(startsAt, endsAt);
  return {
    ...file,
    startsAt,
    endsAt,
    ...(file.previousStartsAt ? { previousStartsAt: toKolkataIso(file.previousStartsAt) } : {}),
    date: file.status === 'postponed' ? DATE_TO_BE_ANNOUNCED : dates,
    time: file.timeText ?? formatTimeRange(startsAt, endsAt),
    price: formatFees(file.fees),
    registrationDeadline: deadlineText ?? formatDate(deadline ?? ''),
  };
}

/** Every event file of content/events/, parsed as JSON (not yet checked). */
export function readEventFiles(root?: string): ContentFile[] {
  return readContentFiles(EVENTS_FOLDER, root);
}

/**
 * What a file copied from another event (the way the README adds one) still says of the old
 * one: its id, or the old event's picture while public/images/Events/ holds one named after the
 * new id. Undefined when the file is its own.
 */
function idOrPictureProblem(
  file: string,
  event: Pick<EventFile, 'id' | 'image'>,
  files: readonly ContentFile[],
): string | undefined {
  const name = path.basename(file, '.json');
  if (event.id !== name) {
    const owner = `${EVENTS_FOLDER}/${event.id}.json`;
    return files.some((other) => other.file === owner)
      ? `field "id": is "${event.id}", the id of ${owner}: set it to "${name}", this file's name`
      : `field "id": must match the file name (name the file ${event.id}.json, or set the id back to "${name}")`;
  }
  const own = PICTURE_EXTENSIONS.map((extension) => `/images/Events/${name}.${extension}`).filter(
    (src) => existsSync(path.join(PUBLIC_DIR, src)),
  );
  if (own.length > 0 && !own.includes(event.image)) {
    return `field "image": is ${event.image}, but this event's own picture is public${own[0]}: set it to ${own[0]}`;
  }
  return undefined;
}

/**
 * Checks every event file and derives its display texts. Throws one ContentError listing every
 * problem as `content/events/<id>.json: event "<id>": field "<field>": <message>`. Events come
 * out earliest first; events starting together list featured ones first, then by id. Whatever
 * their status: a cancelled event keeps its place (visitors who saw it there learn it is off),
 * a postponed one its old start (Google asks for the same), a rescheduled one moves to its new
 * start.
 */
export function parseEvents(files: readonly ContentFile[]): Event[] {
  const problems: string[] = [];
  const events: Event[] = [];
  for (const entry of files) {
    const result = parseEntry(EventFileSchema, entry, { kind: 'event' });
    if ('problems' in result) {
      problems.push(...result.problems);
      continue;
    }
    const problem = idOrPictureProblem(entry.file, result.data, files);
    if (problem) {
      problems.push(`${entry.file}: event "${result.data.id}": ${problem}`);
      continue;
    }
    events.push(deriveEvent(result.data));
  }
  if (problems.length > 0) {
    throw new ContentError(`Invalid content in ${EVENTS_FOLDER}/\n  ${problems.join('\n  ')}`);
  }
  return events.sort(
    (a, b) =>
      Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
      Number(b.featured) - Number(a.featured) ||
      a.id.localeCompare(b.id),
  );
}

let cache: Event[] | undefined;

/** Every event of content/events/, earliest first. */
export function getAllEvents(): Event[] {
  cache ??= parseEvents(readEventFiles()).map((event) => {
    const imageSources = getImageSources(event.image);
    return imageSources ? { ...event, imageSources } : event;
  });
  return cache;
}

export function getEventById(id: string): Event | undefined {
  return getAllEvents().find((event) => event.id === id);
}

/**
 * The `count` events with the earliest start among those not ended at `now` (before a fest: the
 * earliest of all).
 */
export function getUpcomingEvents(count: number, now: Date): Event[] {
  return getAllEvents()
    .filter((event) => isUpcoming(event, now))
    .slice(0, count);
}

/** The distinct categories in use, in the order of EVENT_CATEGORIES. */
export function getEventCategories(events: readonly Event[] = getAllEvents()): EventCategory[] {
  return EVENT_CATEGORIES.filter((category) => events.some((event) => event.category === category));
}
