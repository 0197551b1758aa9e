import type { Metadata } from 'next';

import { getFest, getFestEvents } from '@/lib/content/fests';
import { pageMetadata } from '@/lib/seo/metadata';
import { FestView } from '@/components/fests/fest-view';

export const metadata: Metadata = pageMetadata({
  title: 'VIBGYOR',
  description:
    'VIBGYOR, the inter-college sports fest of Team Sportivo: football, cricket, badminton, chess, table tennis, volleyball, kabaddi and more.',
  path: '/vibgyor/',
});

export default function VibgyorPage() {
  const fest = getFest('vibgyor');
  return <FestView fest={fest} events={getFestEvents(fest)} rainbow />;
}
