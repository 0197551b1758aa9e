import type { Metadata } from 'next';

import { getLegalPage, legalPlainText } from '@/lib/content/legal';
import { getSite } from '@/lib/content/site';
import { LegalDocument } from '@/components/legal/legal-document';

const page = getLegalPage('terms');
const site = getSite();

export const metadata: Metadata = {
  title: page.title,
  description: legalPlainText(page.summary, {
    club: site.name,
    institute: site.institute,
    email: site.contact.email,
  }),
  alternates: { canonical: '/terms/' },
};

export default function TermsPage() {
  return <LegalDocument page={page} />;
}
