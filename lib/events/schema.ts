import { z } from 'zod';

import { DAY, kolkataDayStart } from '@/lib/clock/kolkata';
import { problemCheck, publicFile } from '@/lib/content/parse';
import { undrawableMessage } from '@/lib/og/glyphs';
import { formatDate, lastMoment } from '@/lib/utils';

import { dateTimeMessage } from './date-time';

// The schema of an event file (content/events/<id>.json) and the closed sets it uses; the
// loaders that read the files and derive the pages' texts are in ./content.ts.

export { EVENTS_FOLDER } from './folder';

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

/**
 * What a page would show as typed: an HTML tag ("<b>"), Markdown's bold ("**Final**") or link
 * ("[form](https://…)"). Event texts are plain text (line breaks are kept, nothing else).
 */
const MARKUP = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>|\*\*|\]\(\s*https?:/i;

const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  // One kind of line break (\n) whatever editor wrote the file: no stray carriage return
  // reaches a page, a share card or a calendar file.
  .overwrite((value) => value.replace(/\r\n?/g, '\n'))
  .trim()
  .min(1, { message: 'must not be empty', abort: true })
  .refine((value) => !MARKUP.test(value), {
    message:
      'shows on the page as typed: write plain text, without HTML tags (<b>), ** or [links](…)',
    abort: true,
  });

/** A text that is also drawn on the event's share picture (lib/og/glyphs.ts). */
const cardText = text.superRefine(problemCheck(undrawableMessage));

/** The longest short description: a card shows about two lines of it, a search result 160. */
export const DESCRIPTION_MAX = 200;

const shortDescription = text.refine((value) => value.length <= DESCRIPTION_MAX, {
  error: (issue) =>
    `is ${String(issue.input).length} characters long: cards show about two lines of it and ` +
    `search results about 160 characters, so keep it to ${DESCRIPTION_MAX} and put the rest ` +
    'in the full description',
});

/** An event title: one line of at most 80 characters, so it fits its share picture. */
export const EVENT_TITLE_PATTERN = /^.{1,80}$/;

/**
 * A date-time with its zone: 2025-04-08T09:00:00+05:30 as the CMS writes it (its pickers write
 * Kolkata wall-clock time whatever zone the editing computer is in), or any other offset or Z
 * written by hand. The instant is what counts; the site shows it in Kolkata time. The draws'
 * rounds and matches placed by hand are timed the same way (draw/schema.ts).
 */
export const dateTime = z.iso.datetime({
  offset: true,
  error: (issue) => dateTimeMessage(issue.input),
});

/** Whether a date-time passes its own check: the checks across fields compare only those. */
const isDateTime = (value: string | undefined): value is string =>
  dateTime.safeParse(value).success;

/**
 * A full https:// address: a domain with a dot, and no spaces (a form link cut short while
 * pasting, "https://forms", or with a stray space, "https://forms.gle/abc 123", is refused).
 * The CMS's form-link field carries the same pattern.
 */
export const HTTPS_ADDRESS = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?([/?#]\S*)?$/;

/**
 * A field holding a full https:// address (HTTPS_ADDRESS): `message` when it is not an https://
 * address at all, `spaces` when it is one cut short or with a space.
 */
export function httpsAddress(message: string, spaces = message) {
  return z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: message, abort: true })
    .regex(HTTPS_ADDRESS, spaces);
}

const httpsUrl = httpsAddress(
  'must be a full https:// address',
  'must be a full https:// address with no spaces',
);

const FEE_MESSAGE = 'must be a whole number of rupees, 0 for free';

export const FeeSchema = z
  .object({
    /** 0: free ("Free", "free for students"). */
    amount: z.number().int(FEE_MESSAGE).nonnegative(FEE_MESSAGE),
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
 * fees. The CMS describes the same fields (lib/cms/fields/event.ts); a test keeps the two equal.
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
    fees: z.array(FeeSchema).default([]),
    registration: RegistrationSchema,
    image: publicFile('images/Events', '/images/Events/cricket.svg'),
    description: shortDescription,
    fullDescription: text,
  })
  .strict()
  .superRefine((event, ctx) => {
    // A date that failed its own check ("2025-02-30…" reads as March 2) is the one problem to
    // report: comparing it would add a wrong second one.
    const dated = isDateTime(event.startsAt) && isDateTime(event.endsAt);
    const length = Date.parse(event.endsAt) - Date.parse(event.startsAt);
    if (dated && length <= 0) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
    } else if (dated && length > EVENT_MAX_DAYS * DAY) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message:
          `is ${Math.round(length / DAY)} days after startsAt (${formatDate(event.startsAt)} to ` +
          `${formatDate(event.endsAt)}): check the years. An event runs at most ${EVENT_MAX_DAYS} ` +
          'days; list a longer season as one event per stage',
      });
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
    if (dated) checkDeadline(event, ctx);
  });

export type EventFile = z.output<typeof EventFileSchema>;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * The longest an event runs: a year typed wrong (2026 for 2025) makes one that runs a year, and
 * reads "On now" every day of it.
 */
export const EVENT_MAX_DAYS = 62;

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
  // Not a date as the schema takes it ("6 April"): that is the one problem to report.
  if (!deadline || !/^\d{4}-\d{2}-\d{2}$/.test(deadline)) return;
  const [dayStarts, starts, ends] = [
    kolkataDayStart(deadline),
    Date.parse(event.startsAt),
    Date.parse(event.endsAt),
  ];
  if ([dayStarts, starts, ends].some(Number.isNaN)) return;
  const issue = (message: string) =>
    ctx.addIssue({ code: 'custom', path: ['registration', 'deadline'], message });
  // The deadline's day starts once the event is over (an end at midnight ends the day before).
  if (dayStarts >= ends) {
    issue(
      `is after the event ends (its last day: ${formatDate(new Date(lastMoment(ends)).toISOString())}): ` +
        'registration closes on or before the last day of the event',
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
    isDateTime(previousStartsAt) &&
    isDateTime(startsAt) &&
    Date.parse(previousStartsAt) === Date.parse(startsAt)
  ) {
    issue('is the same as startsAt: write the new dates in startsAt and endsAt');
  } else if (status === 'scheduled' && previousStartsAt) {
    issue('is only for a moved event: set status to "rescheduled", or leave it empty');
  }
}
