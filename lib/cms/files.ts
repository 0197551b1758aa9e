import { COMMITTEE_FILE } from '@/lib/content/committee';
import { FESTS_FILE } from '@/lib/content/fests';
import { GALLERY_FILE } from '@/lib/content/gallery';
import { LEGAL_FILE } from '@/lib/content/legal';
import { PAGES_FILE } from '@/lib/content/pages';
import { SITE_FILE } from '@/lib/content/site';
import { SPONSORS_FILE } from '@/lib/content/sponsors';

import { COMMITTEE_FIELDS } from './fields/committee';
import { FEST_FIELDS } from './fields/fests';
import { GALLERY_FIELDS } from './fields/gallery';
import { LEGAL_FIELDS } from './fields/legal';
import { PAGE_FIELDS } from './fields/pages';
import { SITE_FIELDS } from './fields/site';
import { SPONSOR_FIELDS } from './fields/sponsors';
import type { CmsFile } from './widgets';

const placeholdersHint = '{club}, {institute} and {founded} stand for the club facts.';

/**
 * The data files of the CMS's settings collection (config.ts), one entry each, at the paths the
 * loaders read; their field lists are in lib/cms/fields/.
 */
export const CMS_FILES: CmsFile[] = [
  { name: 'site', label: 'Club facts', file: SITE_FILE, fields: SITE_FIELDS },
  { name: 'fests', label: 'Fests', file: FESTS_FILE, fields: FEST_FIELDS },
  {
    name: 'committee',
    label: 'Committees',
    file: COMMITTEE_FILE,
    fields: COMMITTEE_FIELDS,
  },
  { name: 'sponsors', label: 'Sponsors', file: SPONSORS_FILE, fields: SPONSOR_FIELDS },
  { name: 'gallery', label: 'Gallery categories', file: GALLERY_FILE, fields: GALLERY_FIELDS },
  {
    name: 'pages',
    label: `Page titles and intros (${placeholdersHint})`,
    file: PAGES_FILE,
    fields: PAGE_FIELDS,
  },
  { name: 'legal', label: 'Legal pages', file: LEGAL_FILE, fields: LEGAL_FIELDS },
];
