import type { Metadata } from 'next';

import { getCommittee } from '@/lib/content/committee';
import { pageMetadata } from '@/lib/seo/metadata';
import { CommitteeView } from '@/components/committee/committee-view';

export const metadata: Metadata = pageMetadata({
  title: 'Mentors',
  description: 'The faculty, alumni and student leaders who guide Team Sportivo.',
  path: '/teams/mentors/',
});

export default function MentorsPage() {
  return (
    <CommitteeView
      committee="mentors"
      title="Mentors"
      description="The faculty members, alumni and student leaders who guide the club, back our fests and keep every match fair."
      members={getCommittee('mentors')}
    />
  );
}
