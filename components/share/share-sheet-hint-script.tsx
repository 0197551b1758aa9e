import { SHARE_SHEET_HINT_SCRIPT } from '@/lib/security/known-scripts';

// Runs before first paint: marks <html data-share-sheet> where the browser has a system share
// sheet (navigator.share, on phones), so the share row shows its "More apps" place from the
// first paint, first in the row, and nothing shifts when React arrives. Without JavaScript the
// place stays hidden, as the sheet cannot open then.
export function ShareSheetHintScript() {
  return <script dangerouslySetInnerHTML={{ __html: SHARE_SHEET_HINT_SCRIPT }} />;
}
