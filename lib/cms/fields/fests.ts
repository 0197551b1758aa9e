import { list, longText, select, text, textList, type CmsField } from '@/lib/cms/widgets';
import { FEST_IDS, FEST_KINDS } from '@/lib/content/fests';

/** The fests (FESTS_FILE), as FestsFileSchema has them. */
export const FEST_FIELDS: CmsField[] = [
  list(
    'fests',
    'Fests',
    [
      select('id', 'Id (the page address)', FEST_IDS),
      text('name', 'Name'),
      select('kind', 'Kind', FEST_KINDS),
      text('tagline', 'Tagline'),
      textList('description', 'Paragraphs', {
        label_singular: 'Paragraph',
        min: 1,
        field: longText('item', 'Paragraph'),
      }),
      text('frequency', 'How often'),
      textList('sports', 'Sports', { label_singular: 'Sport', min: 1 }),
      list(
        'featuredSports',
        'Featured sports',
        [text('name', 'Sport'), longText('description', 'Description')],
        { label_singular: 'Featured sport' },
      ),
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
    { label_singular: 'Fest', summary: '{{fields.name}}' },
  ),
];
