// Runs before first paint: marks <html data-share-sheet> where the browser has a system share
// sheet (navigator.share, on phones), so the share row shows its "More apps" place from the
// first paint, first in the row, and nothing shifts when React arrives. Without JavaScript the
// place stays hidden, as the sheet cannot open then.
const script = `if(typeof navigator.share==='function')document.documentElement.dataset.shareSheet=''`;

export function ShareSheetHintScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
