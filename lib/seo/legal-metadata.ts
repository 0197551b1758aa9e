import type { Metadata } from 'next';

import { getLegalPage, legalPlainText, legalValues, type LegalSlug } from '@/lib/content/legal';
import { getSite } from '@/lib/content/site';

import { pageMetadata } from './metadata';

/** Metadata of a page written in content/legal.ts (terms, privacy, cookie, accessibility). */
export function legalPageMetadata(slug: LegalSlug): Metadata {
  const page = getLegalPage(slug);
  const values = legalValues(getSite());
  return pageMetadata({
    title: legalPlainText(page.title, values),
    description: legalPlainText(page.summary, values),
    path: `/${slug}/`,
  });
}
