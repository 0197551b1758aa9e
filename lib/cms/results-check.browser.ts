// The results editor's script (bundled to public/admin/results-check.js by scripts/admin.ts),
// loaded after Decap's bundle, which defines window.CMS.
import { revealErrorsOnSave } from './form-errors';
import { registerResultsCheck } from './results-check';

registerResultsCheck(
  (window as unknown as { CMS: Parameters<typeof registerResultsCheck>[0] }).CMS,
);
revealErrorsOnSave();
