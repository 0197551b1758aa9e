import {
  date,
  list,
  longText,
  select,
  slug,
  text,
  textList,
  type CmsField,
} from '@/lib/cms/widgets';
import { LEGAL_SLUGS } from '@/lib/content/legal';

/** The legal pages (LEGAL_FILE), as LegalFileSchema has them. */
export const LEGAL_FIELDS: CmsField[] = [
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
                fields: [
                  textList('items', 'Items', {
                    label_singular: 'Item',
                    min: 1,
                    field: longText('item', 'Item'),
                  }),
                ],
              },
            ],
          },
        ],
        { label_singular: 'Section', min: 1, summary: '{{fields.heading}}' },
      ),
    ],
    { label_singular: 'Page', summary: '{{fields.title}}' },
  ),
];
