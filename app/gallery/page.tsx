import type { Metadata } from 'next';

import { getGalleryCategories, getGalleryImages } from '@/lib/content/gallery';
import { getPageCopy } from '@/lib/content/pages';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/common/page-hero';
import { Section } from '@/components/common/section';
import { GalleryBrowser } from '@/components/gallery/gallery-browser';
import { GalleryNoScript } from '@/components/gallery/gallery-no-script';

const copy = getPageCopy('gallery');

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: ROUTES.gallery,
});

export default function GalleryPage() {
  // Read from public/images/gallery/ at build time: a dropped-in file appears on the next build.
  const categories = getGalleryCategories();
  const images = getGalleryImages();
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        description={copy.hero.description}
      />
      <Section>
        <GalleryBrowser categories={categories} images={images} />
        <GalleryNoScript categories={categories} images={images} />
      </Section>
    </>
  );
}
