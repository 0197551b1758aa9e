import type { Metadata } from 'next';

import { getFest, getFestEvents } from '@/lib/content/fests';
import { pageMetadata } from '@/lib/seo/metadata';
import { FestView } from '@/components/fests/fest-view';

export const metadata: Metadata = pageMetadata({
  title: 'Xaplotes',
  description:
    'Xaplotes, the intra-college sports fest of Team Sportivo, held twice a year: football, cricket, shuttle cup, chess and table tennis.',
  path: '/xaplotes/',
});

export default function XaplotesPage() {
  const fest = getFest('xaplotes');
  return <FestView fest={fest} events={getFestEvents(fest)} />;
}
