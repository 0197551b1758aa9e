import type { Metadata } from 'next';

import { getFest, getFestEvents } from '@/lib/content/fests';
import { getPageCopy } from '@/lib/content/pages';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { FestView } from '@/components/fests/fest-view';

export const metadata: Metadata = pageMetadata({
  title: getFest('xaplotes').name,
  description: getPageCopy('xaplotes').description,
  path: ROUTES.xaplotes,
});

export default function XaplotesPage() {
  const fest = getFest('xaplotes');
  return <FestView fest={fest} events={getFestEvents(fest)} />;
}
