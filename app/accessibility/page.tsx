import { getLegalPage } from '@/lib/content/legal';
import { legalPageMetadata } from '@/lib/seo/legal-metadata';
import { LegalDocument } from '@/components/legal/legal-document';

export const metadata = legalPageMetadata('accessibility');

export default function AccessibilityPage() {
  return <LegalDocument page={getLegalPage('accessibility')} />;
}
