import type { Metadata } from 'next';

import { getGalleryCategories, getGalleryImages } from '@/lib/content/gallery';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/common/page-hero';
import { Section } from '@/components/common/section';
import { GalleryBrowser } from '@/components/gallery/gallery-browser';
import { GalleryNoScript } from '@/components/gallery/gallery-no-script';

export const metadata: Metadata = pageMetadata({
  title: 'Gallery',
  description:
    'Pictures from our chess, badminton, cricket, football and handball tournaments and the flash events of our fests.',
  path: '/gallery/',
});

export default function GalleryPage() {
  // Read from public/images/gallery/ at build time: a dropped-in file appears on the next build.
  const categories = getGalleryCategories();
  const images = getGalleryImages();
  return (
    <>
      <PageHero
        eyebrow="Moments on and off the field"
        title="Gallery"
        description="Match points, last-over finishes and the people who make every fest happen."
      />
      <Section>
        <GalleryBrowser categories={categories} images={images} />
        <GalleryNoScript categories={categories} images={images} />
      </Section>
    </>
  );
}
