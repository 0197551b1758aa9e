import { list, optional, select, text, type CmsField } from '@/lib/cms/widgets';
import { COMMITTEE_FOLDERS, LEADERSHIP_ROLES } from '@/lib/content/committee';

const photoHint = (folder: string) =>
  `Uploaded into public/images/teams/${folder}/. A number at the start of the file name sets the order (2_ before 10_); photos without one come after, by name.`;

/** A member's name and photo; the photo field stores the bare file name. */
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

/**
 * The committees (COMMITTEE_FILE), as CommitteeEntriesSchema has them. A new member is added at
 * the top of the list, where the phone shows it (the page orders members by their photo's
 * number, not by the file).
 */
export const COMMITTEE_FIELDS: CmsField[] = [
  list(
    'mentors',
    'Mentors',
    [
      ...member(COMMITTEE_FOLDERS.mentors),
      text('position', 'Position'),
      optional(
        select('leadership', 'Leadership (one head mentor, one president)', LEADERSHIP_ROLES),
      ),
    ],
    { label_singular: 'Mentor', add_to_top: true },
  ),
  list('cc', 'Core committee', member(COMMITTEE_FOLDERS.cc), {
    label_singular: 'Member',
    add_to_top: true,
  }),
  list('wc', 'Working committee', member(COMMITTEE_FOLDERS.wc), {
    label_singular: 'Member',
    add_to_top: true,
  }),
  list('volunteers', 'Volunteers', member(COMMITTEE_FOLDERS.volunteers), {
    label_singular: 'Volunteer',
    add_to_top: true,
    hint: 'None: the page says "Coming Soon!!".',
  }),
];
