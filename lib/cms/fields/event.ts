import {
  date,
  flag,
  kolkataDateTime,
  list,
  longText,
  number,
  object,
  optional,
  picture,
  select,
  slug,
  SLUG_HINT,
  text,
  textList,
  type CmsField,
} from '@/lib/cms/widgets';
import {
  DESCRIPTION_MAX,
  EVENT_CATEGORIES,
  EVENT_STATUSES,
  EVENT_TITLE_PATTERN,
  HTTPS_ADDRESS,
} from '@/lib/events/content';

/** The fields of an event file (in EVENTS_FOLDER), as EventFileSchema has them. */
export const EVENT_FIELDS: CmsField[] = [
  slug('id', 'Id (the address /events/<id>/)', {
    hint: `${SLUG_HINT} It names the file and the page: never change it once the event is saved (next year's edition is a new event).`,
  }),
  text('title', 'Title', {
    pattern: [EVENT_TITLE_PATTERN.source, 'One line of at most 80 characters.'],
    hint: 'Latin letters, so the share picture can draw it.',
  }),
  select('category', 'Category', EVENT_CATEGORIES),
  flag('featured', 'Featured', 'Shows the Featured badge.'),
  kolkataDateTime('startsAt', 'Starts at'),
  kolkataDateTime('endsAt', 'Ends at'),
  optional({
    ...select('status', 'Status', EVENT_STATUSES),
    default: 'scheduled',
    hint:
      'scheduled: as planned. cancelled: called off (the page stays up). postponed: off its dates, ' +
      'new ones not known yet (leave the start and end as they were). rescheduled: moved (write ' +
      'the new start and end, and the old start below). Registration closes while cancelled or ' +
      'postponed; calendars that subscribed follow by themselves.',
  }),
  optional({
    ...kolkataDateTime('previousStartsAt', 'Previous start (rescheduled events only)'),
    hint: 'The start it had before it moved. Kolkata time (IST).',
  }),
  optional(text('dateText', 'Date text (only to replace the date written from the start and end)')),
  optional(
    text('timeText', 'Time text (only to replace the hours written from the start and end)'),
  ),
  text('location', 'Location'),
  text('capacity', 'Capacity', { hint: 'E.g. "30 teams" or "250 players". Written only here.' }),
  textList('teams', 'Teams and categories', {
    label_singular: 'Team or category',
    min: 1,
    hint: 'E.g. "5+3 players", "Singles". Not the capacity again.',
  }),
  text('organizer', 'Organizer', { default: 'Team Sportivo' }),
  // Optional: an event saved with no fee has none in its file, which reads as [].
  optional(
    list(
      'fees',
      'Fees (rupees)',
      [
        number('amount', 'Amount (Rs.)', { min: 0 }),
        optional(text('label', 'What it buys', { hint: 'E.g. "per team", "singles".' })),
      ],
      {
        label_singular: 'Fee',
        hint: 'Amount 0 for free ("Free"). None: the event shows "Price not yet announced".',
        summary: 'Rs. {{fields.amount}} {{fields.label}}',
      },
    ),
  ),
  object('registration', 'Registration', [
    flag('open', 'Open', 'An open registration needs an https:// form link.'),
    optional(date('deadline', 'Deadline (last day)')),
    optional(text('deadlineText', 'Deadline text (instead of a date, e.g. "On the spot")')),
    optional(
      text('formLink', 'Form link', {
        pattern: [HTTPS_ADDRESS.source, 'A full https:// address, with no spaces'],
      }),
    ),
  ]),
  picture('image', 'Picture', 'images/Events'),
  longText('description', 'Short description', {
    hint: `At most ${DESCRIPTION_MAX} characters: cards show about two lines of it.`,
  }),
  longText('fullDescription', 'Full description and rules', { hint: 'Line breaks are kept.' }),
];
