// The content manager's script (bundled to public/admin/content-check.js by scripts/admin.ts,
// which writes in CONTENT_CHECK_SETTINGS the form's labels and what the checks read from disk:
// lib/cms/content-check-settings.ts; and in REPO_SOURCE where a new draw's event's dates are
// read as they are now), loaded after Decap's bundle, which defines window.CMS and
// lends its React to the widgets.
import { fromJS } from 'immutable';

import { registerContentCheck, type ContentCheckSettings } from './content-check';
import { mendDecapMarkup, nameNewEntryButtons, type PhraseRegistry } from './decap-a11y';
import { registerWidget, type DecapWindow } from './decap-widgets';
import { latestEventSpan } from './event-dates';
import { revealErrorsOnSave } from './form-errors';
import { registerSignInCheck } from './github-sign-in';
import { LINES_WIDGET, linesControlSpec } from './lines-control';
import type { RepoSource } from './repo-file';
import type { Cms } from './results-check';
import { watchSignInWindow } from './sign-in-window';

declare const CONTENT_CHECK_SETTINGS: ContentCheckSettings;
declare const REPO_SOURCE: RepoSource;

const decap = window as unknown as DecapWindow & { CMS: Cms & PhraseRegistry };

// A new draw's rounds: each round's courts, one a line.
registerWidget(decap, LINES_WIDGET, linesControlSpec(decap.h, fromJS));
registerContentCheck(decap.CMS, CONTENT_CHECK_SETTINGS, {
  latestSpan: (id) => latestEventSpan(REPO_SOURCE, id),
});
// After the content check: a form with problems asks GitHub nothing.
registerSignInCheck(decap.CMS);
revealErrorsOnSave();
nameNewEntryButtons(decap.CMS);
mendDecapMarkup();
watchSignInWindow();
