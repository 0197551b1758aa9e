import { getLegalPage } from '@/lib/content/legal';
import { legalPageMetadata } from '@/lib/seo/legal-metadata';
import { LegalDocument } from '@/components/legal/legal-document';

export const metadata = legalPageMetadata('cookie');

export default function CookiePage() {
  return <LegalDocument page={getLegalPage('cookie')} />;
}
