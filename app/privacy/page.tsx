import { getLegalPage } from '@/lib/content/legal';
import { legalPageMetadata } from '@/lib/seo/legal-metadata';
import { LegalDocument } from '@/components/legal/legal-document';

export const metadata = legalPageMetadata('privacy');

export default function PrivacyPage() {
  return <LegalDocument page={getLegalPage('privacy')} />;
}
