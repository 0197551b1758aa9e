import { existsSync } from 'node:fs';
import path from 'node:path';

import { ContentError, parseEntry, PUBLIC_DIR, type ContentFile } from '@/lib/content/parse';
import { contentFilesIn, loadOnce, readContentFiles } from '@/lib/content/read';
import type { EventSpan } from '@/lib/events/draw/checks';
import { earliestUpcoming } from '@/lib/events/phase';
import { getImageSources } from '@/lib/images/manifest';
import { PICTURE_EXTENSIONS } from '@/lib/images/picture-files';
import type { ImageSources } from '@/lib/images/sources';
import {
  formatDate,
  formatDateRange,
  formatFees,
  formatTimeRange,
  toKolkataIso,
} from '@/lib/utils';

import {
  DATE_TO_BE_ANNOUNCED,
  EVENT_CATEGORIES,
  EVENT_ID_PATTERN,
  EventFileSchema,
  EVENTS_FOLDER,
  type EventCategory,
  type EventFile,
} from './schema';

// The schema lives in ./schema.ts; its names are offered here too, where the pages find events.
export {
  DATE_TO_BE_ANNOUNCED,
  DEADLINE_MAX_DAYS_BEFORE,
  DESCRIPTION_MAX,
  EVENT_CATEGORIES,
  EVENT_ID_PATTERN,
  EVENT_STATUSES,
  EVENT_TITLE_PATTERN,
  EVENTS_FOLDER,
  EventFileSchema,
  FeeSchema,
  HTTPS_ADDRESS,
  RegistrationSchema,
  type EventCategory,
  type EventFile,
  type EventStatus,
} from './schema';

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
 * The ids of the events as their files are named (content/events/<id>.json), whether or not the
 * files pass their checks: what a fest or a draw names is checked against these, so its problems
 * are named beside a broken event's, not hidden behind it.
 */
export function eventFileIds(root?: string): string[] {
  return contentFilesIn(EVENTS_FOLDER, root).map((file) => path.basename(file, '.json'));
}

/**
 * Each event's dates by its id, as its file says, while every event file passes its checks;
 * undefined otherwise (the events check names the file): what a draw's times are checked
 * against, by the build (scripts/check-content.ts) and the editors (lib/cms/).
 */
export function eventSpans(root?: string): Map<string, EventSpan> | undefined {
  try {
    return new Map(
      parseEvents(readEventFiles(root)).map(({ id, startsAt, endsAt }) => [
        id,
        { startsAt, endsAt },
      ]),
    );
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}

/** What an id, and so an event file's name, is made of. */
const ID_RULE = 'an id, and so its file name, is lower-case letters, digits and dashes';

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
    const taken = files.some((other) => other.file === owner);
    // A file name that could not be an id ("Volleyball") is not offered as one.
    if (!EVENT_ID_PATTERN.test(name)) {
      return taken
        ? `field "id": is "${event.id}", the id of ${owner}: give this event an id of its own and name the file after it (${ID_RULE})`
        : `field "id": must match the file name: name the file ${event.id}.json (${ID_RULE})`;
    }
    return taken
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

const loadEvents = loadOnce(() =>
  parseEvents(readEventFiles()).map((event) => {
    const imageSources = getImageSources(event.image);
    return imageSources ? { ...event, imageSources } : event;
  }),
);

/** Every event of content/events/, earliest first. */
export function getAllEvents(): Event[] {
  return loadEvents();
}

export function getEventById(id: string): Event | undefined {
  return getAllEvents().find((event) => event.id === id);
}

/** How many events the home page's "Upcoming Events" lists. */
export const HOME_EVENT_COUNT = 3;

/**
 * The `count` events with the earliest start among those not ended at `now` (before a fest: the
 * earliest of all), as the home page lists them.
 */
export function getUpcomingEvents(count: number, now: Date): Event[] {
  return earliestUpcoming(getAllEvents(), count, now);
}

/** The distinct categories in use, in the order of EVENT_CATEGORIES. */
export function getEventCategories(events: readonly Event[] = getAllEvents()): EventCategory[] {
  return EVENT_CATEGORIES.filter((category) => events.some((event) => event.category === category));
}
