import { list, slug, text, type CmsField } from '@/lib/cms/widgets';

/** The gallery's categories (GALLERY_FILE), as GalleryFileSchema has them. */
export const GALLERY_FIELDS: CmsField[] = [
  list(
    'categories',
    'Categories',
    [text('name', 'Name'), slug('folder', 'Folder in public/images/gallery/')],
    { label_singular: 'Category', hint: 'The chips of /gallery/, in this order.' },
  ),
];
