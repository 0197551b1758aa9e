import { list, longText, number, object, select, text, type CmsField } from '@/lib/cms/widgets';
import { SOCIAL_NETWORKS } from '@/lib/content/site';
import { HTTPS_ADDRESS } from '@/lib/events/content';

/** The club's facts (SITE_FILE), as SiteSchema has them. */
export const SITE_FIELDS: CmsField[] = [
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
      'Phone lines',
      [
        text('label', 'Label'),
        text('number', 'Number', { pattern: ['^\\+?[\\d\\s-]{7,}$', 'E.g. +91 90000 00001'] }),
      ],
      { label_singular: 'Phone line', hint: 'Three.', min: 3, max: 3 },
    ),
    text('email', 'Email'),
    text('mapQuery', 'Map search'),
    object('coordinates', 'Map marker', [
      number('latitude', 'Latitude', { valueType: 'float', min: -90, max: 90 }),
      number('longitude', 'Longitude', { valueType: 'float', min: -180, max: 180 }),
    ]),
  ]),
  list('officeHours', 'Office hours', [text('days', 'Days'), text('hours', 'Hours')], {
    label_singular: 'Days and hours',
    min: 1,
  }),
  list(
    'social',
    'Social links',
    [
      select('network', 'Network', SOCIAL_NETWORKS),
      text('label', 'Label'),
      text('url', 'Address', {
        pattern: [
          HTTPS_ADDRESS.source,
          'A full https:// address, like https://www.instagram.com/teamsportivo, with no spaces',
        ],
      }),
    ],
    { label_singular: 'Social link' },
  ),
  list(
    'stats',
    'Home page stats',
    [
      text('value', 'Value', {
        hint: '{years} stands for the years since the club was founded: "{years}+" reads "10+" in 2026.',
      }),
      text('label', 'Label'),
    ],
    { label_singular: 'Stat', hint: 'Four.', min: 4, max: 4 },
  ),
];
