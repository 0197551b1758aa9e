import type { Metadata } from 'next';

import { getCommittee } from '@/lib/content/committee';
import { pageMetadata } from '@/lib/seo/metadata';
import { CommitteeView } from '@/components/committee/committee-view';

export const metadata: Metadata = pageMetadata({
  title: 'Working Committee',
  description:
    'The students who run Team Sportivo’s match days, from registration desks to scoreboards.',
  path: '/teams/wc/',
});

export default function WorkingCommitteePage() {
  return (
    <CommitteeView
      committee="wc"
      title="Working Committee"
      description="The students who run match days: registration desks, scoreboards, equipment and a welcome for every visiting team."
      members={getCommittee('wc')}
    />
  );
}
