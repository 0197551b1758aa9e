import type { Metadata } from 'next';

import { getFest, getFestEvents } from '@/lib/content/fests';
import { FestView } from '@/components/fests/fest-view';

export const metadata: Metadata = {
  title: 'VIBGYOR',
  description:
    'VIBGYOR, the inter-college sports fest of Team Sportivo: football, cricket, badminton, chess, table tennis, volleyball, kabaddi and more.',
  alternates: { canonical: '/vibgyor/' },
};

export default function VibgyorPage() {
  const fest = getFest('vibgyor');
  return <FestView fest={fest} events={getFestEvents(fest)} rainbow />;
}
