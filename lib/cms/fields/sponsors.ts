import {
  flag,
  list,
  longText,
  number,
  picture,
  select,
  slug,
  text,
  textList,
  type CmsField,
} from '@/lib/cms/widgets';
import { SPONSOR_LEVELS, TIER_NAMES } from '@/lib/content/sponsors';

const sponsorId = slug('id', 'Id');

/** The sponsors, the home page's placeholders and the tiers (SPONSORS_FILE). */
export const SPONSOR_FIELDS: CmsField[] = [
  list(
    'sponsors',
    'Sponsors',
    [
      sponsorId,
      text('name', 'Name'),
      text('category', 'Category'),
      picture('logo', 'Logo', 'images/sponsors'),
      select('level', 'Level', SPONSOR_LEVELS),
      longText('description', 'Description'),
    ],
    { label_singular: 'Sponsor' },
  ),
  list(
    'teaser',
    'Home page placeholders',
    [
      sponsorId,
      text('name', 'Name'),
      text('category', 'Category'),
      picture('logo', 'Logo', 'images/sponsors'),
    ],
    { label_singular: 'Placeholder' },
  ),
  list(
    'tiers',
    'Sponsorship tiers',
    [
      select('name', 'Tier', TIER_NAMES),
      number('priceUsd', 'Price per year (US$)', { min: 1 }),
      flag('popular', 'Most Popular (at most one)'),
      textList('features', 'Features', { label_singular: 'Feature', min: 1 }),
    ],
    { label_singular: 'Tier' },
  ),
];
