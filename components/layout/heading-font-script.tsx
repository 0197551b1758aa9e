import { HEADING_FONT_SCRIPT } from '@/lib/security/known-scripts';

// Runs before first paint: lets headings use the web font only where it has been fetched before
// (lib/security/known-scripts.ts explains the whole arrangement).
export function HeadingFontScript() {
  return <script dangerouslySetInnerHTML={{ __html: HEADING_FONT_SCRIPT }} />;
}
