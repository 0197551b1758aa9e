import { COMMITTEE_FILE, COMMITTEE_FOLDERS, LEADERSHIP_ROLES } from '@/lib/content/committee';
import { FEST_IDS, FEST_KINDS, FESTS_FILE } from '@/lib/content/fests';
import { GALLERY_FILE } from '@/lib/content/gallery';
import { LEGAL_FILE, LEGAL_SLUGS } from '@/lib/content/legal';
import { PAGES_FILE } from '@/lib/content/pages';
import { SITE_FILE, SOCIAL_NETWORKS } from '@/lib/content/site';
import { SPONSOR_LEVELS, SPONSORS_FILE, TIER_NAMES } from '@/lib/content/sponsors';
import {
  EVENT_CATEGORIES,
  EVENT_STATUSES,
  EVENT_TITLE_PATTERN,
  EVENTS_FOLDER,
} from '@/lib/events/content';

import { drawCollection, type CmsDraw } from './draws';
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
  type CmsFile,
} from './fields';

/**
 * The Decap CMS configuration (written to public/admin/config.yml by scripts/admin.ts). It
 * describes the same fields, required flags, closed sets and patterns as the zod schemas in
 * lib/content/; tests/lib/cms/config.test.ts compares the two, so they cannot drift apart.
 * A field the schema adds (an event status, say) is one entry here. The field kinds are built by
 * lib/cms/fields.ts, shared with the draws' fields (draws.ts).
 */

// Re-exported: readers of the configuration (tests/lib/cms/config.test.ts) find its types here.
export type { CmsField, CmsFile } from './fields';

const eventFields: CmsField[] = [
  slug('id', 'Id (the address /events/<id>/)', {
    hint: `${SLUG_HINT} It names the file and the page; it cannot change once the event is saved.`,
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
    min: 1,
    hint: 'E.g. "5+3 players", "Singles". Not the capacity again.',
  }),
  text('organizer', 'Organizer', { default: 'Team Sportivo' }),
  list(
    'fees',
    'Fees (rupees; none: "Price not yet announced")',
    [
      number('amount', 'Amount (Rs.)', { min: 1 }),
      optional(text('label', 'What it buys', { hint: 'E.g. "per team", "singles".' })),
    ],
    { summary: 'Rs. {{fields.amount}} {{fields.label}}' },
  ),
  object('registration', 'Registration', [
    flag('open', 'Open', 'An open registration needs an https:// form link.'),
    optional(date('deadline', 'Deadline (last day)')),
    optional(text('deadlineText', 'Deadline text (instead of a date, e.g. "On the spot")')),
    optional(text('formLink', 'Form link', { pattern: ['^https://', 'A full https:// address.'] })),
  ]),
  picture('image', 'Picture', 'images/Events'),
  longText('description', 'Short description'),
  longText('fullDescription', 'Full description and rules', { hint: 'Line breaks are kept.' }),
];

const siteFields: CmsField[] = [
  text('name', 'Club name'),
  text('institute', 'Institute'),
  text('instituteShortName', 'Institute short name'),
  number('foundedYear', 'Founded', { min: 1900 }),
  text('tagline', 'Tagline'),
  longText('description', 'Description', {
    hint: 'The home page in search results: 50 to 160 characters.',
  }),
  text('url', 'Site address', { pattern: ['^https?://', 'A full address, e.g. https://…'] }),
  object('contact', 'Contact', [
    object('address', 'Address', [
      text('street', 'Street'),
      text('city', 'City'),
      text('region', 'Region'),
      text('postalCode', 'Postal code'),
      text('country', 'Country code', { pattern: ['^[A-Z]{2}$', 'Two capital letters, e.g. IN'] }),
    ]),
    list(
      'phones',
      'Phone lines (three)',
      [
        text('label', 'Label'),
        text('number', 'Number', { pattern: ['^\\+?[\\d\\s-]{7,}$', 'E.g. +91 90000 00001'] }),
      ],
      { min: 3, max: 3 },
    ),
    text('email', 'Email'),
    text('mapQuery', 'Map search'),
    object('coordinates', 'Map marker', [
      number('latitude', 'Latitude', { valueType: 'float', min: -90, max: 90 }),
      number('longitude', 'Longitude', { valueType: 'float', min: -180, max: 180 }),
    ]),
  ]),
  list('officeHours', 'Office hours', [text('days', 'Days'), text('hours', 'Hours')], { min: 1 }),
  list('social', 'Social links', [
    select('network', 'Network', SOCIAL_NETWORKS),
    text('label', 'Label'),
    text('url', 'Address', { pattern: ['^https?://', 'A full address, e.g. https://…'] }),
  ]),
  list(
    'stats',
    'Home page stats (four)',
    [
      text('value', 'Value', {
        hint: '{years} stands for the years since the club was founded: "{years}+" reads "10+" in 2026.',
      }),
      text('label', 'Label'),
    ],
    { min: 4, max: 4 },
  ),
];

const festFields: CmsField[] = [
  list(
    'fests',
    'Fests',
    [
      select('id', 'Id (the page address)', FEST_IDS),
      text('name', 'Name'),
      select('kind', 'Kind', FEST_KINDS),
      text('tagline', 'Tagline'),
      textList('description', 'Paragraphs', { min: 1, field: longText('item', 'Paragraph') }),
      text('frequency', 'How often'),
      textList('sports', 'Sports', { min: 1 }),
      list('featuredSports', 'Featured sports', [
        text('name', 'Sport'),
        longText('description', 'Description'),
      ]),
      {
        name: 'eventIds',
        label: 'Events',
        widget: 'relation',
        collection: 'events',
        value_field: 'id',
        search_fields: ['title', 'id'],
        display_fields: ['title'],
        multiple: true,
      },
    ],
    { summary: '{{fields.name}}' },
  ),
];

const photoHint = (folder: string) =>
  `Uploaded into public/images/teams/${folder}/. The number at the start of the file name sets the order.`;
const member = (folder: string): CmsField[] => [
  text('name', 'Name'),
  {
    name: 'photo',
    label: 'Photo',
    widget: 'image',
    media_folder: `/public/images/teams/${folder}`,
    public_folder: '',
    choose_url: false,
    hint: photoHint(folder),
  },
];
const committeeFields: CmsField[] = [
  list('mentors', 'Mentors', [
    ...member(COMMITTEE_FOLDERS.mentors),
    text('position', 'Position'),
    optional(select('leadership', 'Leadership (one head mentor, one president)', LEADERSHIP_ROLES)),
  ]),
  list('cc', 'Core committee', member(COMMITTEE_FOLDERS.cc)),
  list('wc', 'Working committee', member(COMMITTEE_FOLDERS.wc)),
  list('volunteers', 'Volunteers (none: "Coming Soon!!")', member(COMMITTEE_FOLDERS.volunteers)),
];

const sponsorId = slug('id', 'Id');
const sponsorFields: CmsField[] = [
  list('sponsors', 'Sponsors', [
    sponsorId,
    text('name', 'Name'),
    text('category', 'Category'),
    picture('logo', 'Logo', 'images/sponsors'),
    select('level', 'Level', SPONSOR_LEVELS),
    longText('description', 'Description'),
  ]),
  list('teaser', 'Home page placeholders', [
    sponsorId,
    text('name', 'Name'),
    text('category', 'Category'),
    picture('logo', 'Logo', 'images/sponsors'),
  ]),
  list('tiers', 'Sponsorship tiers', [
    select('name', 'Tier', TIER_NAMES),
    number('priceUsd', 'Price per year (US$)', { min: 1 }),
    flag('popular', 'Most Popular (at most one)'),
    textList('features', 'Features', { min: 1 }),
  ]),
];

const galleryFields: CmsField[] = [
  list('categories', 'Categories (the chips of /gallery/, in order)', [
    text('name', 'Name'),
    slug('folder', 'Folder in public/images/gallery/'),
  ]),
];

const placeholdersHint = '{club}, {institute} and {founded} stand for the club facts.';
const description = longText('description', 'Search description (50 to 160 characters)');
const heroPage = (name: string, label: string): CmsField =>
  object(name, label, [
    text('title', 'Tab title'),
    description,
    object('hero', 'Heading band', [
      text('eyebrow', 'Eyebrow'),
      text('title', 'Heading'),
      longText('description', 'Intro'),
    ]),
  ]);
const committeePage = (name: string, label: string): CmsField =>
  object(name, label, [
    text('title', 'Tab title'),
    description,
    object('hero', 'Heading band', [text('title', 'Heading'), longText('description', 'Intro')]),
  ]);
const pageFields: CmsField[] = [
  heroPage('about', 'About'),
  heroPage('contact', 'Contact'),
  heroPage('events', 'Events'),
  heroPage('gallery', 'Gallery'),
  heroPage('sponsors', 'Sponsors'),
  heroPage('signin', 'Sign in'),
  heroPage('signup', 'Sign up'),
  committeePage('mentors', 'Mentors'),
  committeePage('cc', 'Core Committee'),
  committeePage('wc', 'Working Committee'),
  committeePage('volunteers', 'Volunteers'),
  object('xaplotes', 'Xaplotes', [description]),
  object('vibgyor', 'VIBGYOR', [description]),
];

const legalFields: CmsField[] = [
  list(
    'pages',
    'Pages',
    [
      select('slug', 'Page', LEGAL_SLUGS),
      text('title', 'Title'),
      longText('summary', 'Summary'),
      date('updated', 'Last updated'),
      list(
        'sections',
        'Sections',
        [
          slug('id', 'Anchor'),
          text('heading', 'Heading'),
          {
            name: 'blocks',
            label: 'Text',
            widget: 'list',
            min: 1,
            typeKey: 'type',
            types: [
              {
                name: 'paragraph',
                label: 'Paragraph',
                widget: 'object',
                fields: [longText('text', 'Paragraph')],
              },
              {
                name: 'list',
                label: 'Bulleted list',
                widget: 'object',
                fields: [textList('items', 'Items', { min: 1, field: longText('item', 'Item') })],
              },
            ],
          },
        ],
        { min: 1, summary: '{{fields.heading}}' },
      ),
    ],
    { summary: '{{fields.title}}' },
  ),
];

export const CMS_FILES: CmsFile[] = [
  { name: 'site', label: 'Club facts', file: SITE_FILE, fields: siteFields },
  { name: 'fests', label: 'Fests', file: FESTS_FILE, fields: festFields },
  {
    name: 'committee',
    label: 'Committees',
    file: COMMITTEE_FILE,
    fields: committeeFields,
  },
  { name: 'sponsors', label: 'Sponsors', file: SPONSORS_FILE, fields: sponsorFields },
  { name: 'gallery', label: 'Gallery categories', file: GALLERY_FILE, fields: galleryFields },
  {
    name: 'pages',
    label: `Page titles and intros (${placeholdersHint})`,
    file: PAGES_FILE,
    fields: pageFields,
  },
  { name: 'legal', label: 'Legal pages', file: LEGAL_FILE, fields: legalFields },
];

export const EVENT_FIELDS = eventFields;

export type CmsSettings = {
  /** owner/name of the GitHub repository the CMS commits to. */
  repo?: string;
  /** The OAuth client (proxy) that signs organisers in with GitHub, e.g. https://auth.example.org. */
  authUrl?: string;
  /** With Netlify's OAuth client: the Netlify site whose OAuth settings hold the GitHub app. */
  authSiteDomain?: string;
  /** The site's public address (the CMS links to it). */
  siteUrl: string;
  /** Editing on this computer through decap-server (`npm run cms`), not the GitHub backend. */
  localBackend?: boolean;
  /** The GitHub permission the CMS asks for; 'public_repo' unless the repository is private. */
  authScope?: CmsAuthScope;
  /** The knockout draws, each with its match and winner pickers (lib/cms/draws.ts). */
  draws?: readonly CmsDraw[];
};

export const CMS_AUTH_SCOPES = ['public_repo', 'repo'] as const;
export type CmsAuthScope = (typeof CMS_AUTH_SCOPES)[number];

/** The address of the results editor: its own page, its own config.yml (scripts/admin.ts). */
export const RESULTS_EDITOR_PATH = '/admin/results/';

/** What both CMS pages share: the GitHub backend, the site's address and the media folders. */
function baseConfig({
  repo,
  authUrl,
  authSiteDomain,
  siteUrl,
  localBackend,
  authScope,
}: CmsSettings) {
  return {
    backend: {
      name: 'github',
      repo: repo ?? 'OWNER/REPOSITORY',
      branch: 'main',
      // The narrowest GitHub permission that lets an organiser commit: public repositories only.
      // The token sits in the browser's storage on this site, so it should be able to do little
      // else. A private repository needs 'repo' (CMS_AUTH_SCOPE=repo, docs/deploying.md).
      auth_scope: authScope ?? 'public_repo',
      // A draft's pull request lands on main as one commit: a file replaced during the review
      // (a photo cleaned after check:photos refused it) never enters main's history.
      squash_merges: true,
      ...(authUrl ? { base_url: authUrl, auth_endpoint: 'auth' } : {}),
      ...(authSiteDomain ? { site_domain: authSiteDomain } : {}),
      commit_messages: {
        create: 'Content: add {{collection}} "{{slug}}" (CMS, {{author-login}})',
        update: 'Content: update {{collection}} "{{slug}}" (CMS, {{author-login}})',
        delete: 'Content: delete {{collection}} "{{slug}}" (CMS, {{author-login}})',
        uploadMedia: 'Content: upload "{{path}}" (CMS, {{author-login}})',
        deleteMedia: 'Content: delete "{{path}}" (CMS, {{author-login}})',
      },
    },
    // On the organiser's own computer (`npm run cms`) the CMS writes the files directly
    // through decap-server, with no account. Only that configuration has it: the deploy check
    // refuses a site whose CMS is set up for local editing.
    ...(localBackend ? { local_backend: true } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    locale: 'en',
    media_folder: 'public/images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
  };
}

/** The content manager at /admin/, as Decap reads it from admin/config.yml. */
export function cmsConfig(settings: CmsSettings) {
  const draws = settings.draws ?? [];
  return {
    ...baseConfig(settings),
    // Every change is a draft first: a pull request with a preview deploy (see the workflow).
    publish_mode: 'editorial_workflow',
    collections: [
      {
        name: 'events',
        label: 'Events',
        label_singular: 'Event',
        // Decap shows it above the list of events.
        description:
          draws.length > 0
            ? `Draws and match results have their own editor, quick enough for the venue: ${RESULTS_EDITOR_PATH}`
            : undefined,
        folder: EVENTS_FOLDER,
        extension: 'json',
        format: 'json',
        create: true,
        delete: true,
        identifier_field: 'id',
        slug: '{{slug}}',
        summary: '{{title}}',
        sortable_fields: ['startsAt', 'title'],
        // The form is the page: the site itself (npm run cms) is the preview.
        editor: { preview: false },
        fields: eventFields,
      },
      {
        name: 'settings',
        label: 'Club, pages and sponsors',
        delete: false,
        editor: { preview: false },
        files: CMS_FILES.map(({ name, label, file, fields }) => ({
          name,
          label,
          file,
          format: 'json',
          fields,
        })),
      },
    ],
  };
}

/**
 * The results editor at /admin/results/ (admin/results/config.yml): the draws only, and no
 * editorial workflow. A result recorded at the venue is one commit on main, which the workflow
 * builds and deploys straight away (a few minutes, docs/draws.md), instead of a pull request
 * waiting for someone to publish it. The build still checks every result, and a result it
 * refuses stops that deploy and is reported on the commit (the live site keeps the last good
 * version).
 */
export function resultsCmsConfig(settings: CmsSettings) {
  return {
    ...baseConfig(settings),
    collections: [drawCollection(settings.draws ?? [])],
  };
}
