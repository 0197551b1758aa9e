import type { Metadata } from 'next';

import { getCommittee } from '@/lib/content/committee';
import { getPageCopy } from '@/lib/content/pages';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { CommitteeView } from '@/components/committee/committee-view';

const copy = getPageCopy('wc');

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: ROUTES.workingCommittee,
});

export default function WorkingCommitteePage() {
  return (
    <CommitteeView
      committee="wc"
      title={copy.hero.title}
      description={copy.hero.description}
      members={getCommittee('wc')}
    />
  );
}
