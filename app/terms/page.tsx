import { getLegalPage } from '@/lib/content/legal';
import { legalPageMetadata } from '@/lib/seo/legal-metadata';
import { LegalDocument } from '@/components/legal/legal-document';

export const metadata = legalPageMetadata('terms');

export default function TermsPage() {
  return <LegalDocument page={getLegalPage('terms')} />;
}
