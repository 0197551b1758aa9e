// The content manager's script (bundled to public/admin/content-check.js by scripts/admin.ts,
// which writes in CONTENT_CHECK_SETTINGS the form's labels and the events with a draw), loaded
// after Decap's bundle, which defines window.CMS.
import { registerContentCheck, type ContentCheckSettings } from './content-check';
import { revealErrorsOnSave } from './form-errors';
import type { Cms } from './results-check';

declare const CONTENT_CHECK_SETTINGS: ContentCheckSettings;

registerContentCheck((window as unknown as { CMS: Cms }).CMS, CONTENT_CHECK_SETTINGS);
revealErrorsOnSave();
