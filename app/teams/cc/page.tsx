import type { Metadata } from 'next';

import { getCommittee } from '@/lib/content/committee';
import { pageMetadata } from '@/lib/seo/metadata';
import { CommitteeView } from '@/components/committee/committee-view';

export const metadata: Metadata = pageMetadata({
  title: 'Core Committee',
  description: 'The students who plan Team Sportivo’s season, fests and tournaments.',
  path: '/teams/cc/',
});

export default function CoreCommitteePage() {
  return (
    <CommitteeView
      committee="cc"
      title="Core Committee"
      description="The students who plan the season: fixtures, venues, budgets and sponsors for every tournament and both fests."
      members={getCommittee('cc')}
    />
  );
}
