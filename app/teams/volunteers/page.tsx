import type { Metadata } from 'next';

import { getCommittee } from '@/lib/content/committee';
import { getPageCopy } from '@/lib/content/pages';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { CommitteeView } from '@/components/committee/committee-view';

const copy = getPageCopy('volunteers');

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: ROUTES.volunteers,
});

export default function VolunteersPage() {
  return (
    <CommitteeView
      committee="volunteers"
      title={copy.hero.title}
      description={copy.hero.description}
      members={getCommittee('volunteers')}
    />
  );
}
