import type { Metadata } from 'next';

import { getCommittee } from '@/lib/content/committee';
import { pageMetadata } from '@/lib/seo/metadata';
import { CommitteeView } from '@/components/committee/committee-view';

export const metadata: Metadata = pageMetadata({
  title: 'Volunteers',
  description: 'The volunteers who help Team Sportivo run its tournaments and fests.',
  path: '/teams/volunteers/',
});

export default function VolunteersPage() {
  return (
    <CommitteeView
      committee="volunteers"
      title="Volunteers"
      description="The helping hands behind every fest: ball crews, runners, first-aid helpers and the loudest cheer squads."
      members={getCommittee('volunteers')}
    />
  );
}
