import type { GalleryCategory, GalleryImage } from '@/lib/content/gallery';

export const categories: GalleryCategory[] = [
  { name: 'Chess', folder: 'chess' },
  { name: 'Cricket', folder: 'cricket' },
  { name: 'Handball', folder: 'handball' },
];

function picture(category: string, alt: string): GalleryImage {
  return {
    src: `/images/gallery/${category}/${alt.replace(/ /g, '_')}.svg`,
    alt,
    category,
    width: 1200,
    height: 900,
  };
}

/** 10 cricket pictures (more than 8), 2 chess pictures, no handball. */
export const images: GalleryImage[] = [
  picture('chess', 'Chess 1'),
  picture('chess', 'Chess 2'),
  ...Array.from({ length: 10 }, (_, i) => picture('cricket', `Cricket ${i + 1}`)),
];
