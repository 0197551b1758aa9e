import type { Metadata } from 'next';

import { getLegalPage, legalPlainText } from '@/lib/content/legal';
import { getSite } from '@/lib/content/site';
import { LegalDocument } from '@/components/legal/legal-document';

const page = getLegalPage('privacy');
const site = getSite();

export const metadata: Metadata = {
  title: page.title,
  description: legalPlainText(page.summary, {
    club: site.name,
    institute: site.institute,
    email: site.contact.email,
  }),
  alternates: { canonical: '/privacy/' },
};

export default function PrivacyPage() {
  return <LegalDocument page={page} />;
}
