import type { Metadata } from 'next';

import { getFest, getFestEvents } from '@/lib/content/fests';
import { getPageCopy } from '@/lib/content/pages';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { FestView } from '@/components/fests/fest-view';

export const metadata: Metadata = pageMetadata({
  title: getFest('vibgyor').name,
  description: getPageCopy('vibgyor').description,
  path: ROUTES.vibgyor,
});

export default function VibgyorPage() {
  const fest = getFest('vibgyor');
  return <FestView fest={fest} events={getFestEvents(fest)} rainbow />;
}
