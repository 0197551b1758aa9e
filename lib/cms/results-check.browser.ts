// The results editor's script (bundled to public/admin/results-check.js by scripts/admin.ts,
// which writes in DRAW_SOURCE where the draws are saved, EVENT_SPANS each event's dates and
// SHARE_CARD_RANGES what the share picture can draw, as of the build; before each save the
// event's dates are read again as the repository has them, event-dates.ts), loaded after
// Decap's bundle, which defines window.CMS and lends its React to the widgets.
import { fromJS } from 'immutable';

import type { EventSpan } from '@/lib/events/draw/checks';

import { mendDecapMarkup } from './decap-a11y';
import { registerWidget, type DecapWindow } from './decap-widgets';
import { latestEventSpan } from './event-dates';
import { revealErrorsOnSave } from './form-errors';
import { LINES_WIDGET, linesControlSpec } from './lines-control';
import type { RepoSource } from './repo-file';
import { registerResultsCheck, type Cms } from './results-check';
import { resultsControlSpec } from './results-control';
import {
  drawsAsOpened,
  keptNotices,
  readLatestDraw,
  thisTab,
  touchedResults,
} from './results-merge';
import { RESULTS_WIDGET } from './results-widget';
import { watchSignInWindow } from './sign-in-window';

declare const DRAW_SOURCE: RepoSource;
declare const EVENT_SPANS: Record<string, EventSpan>;

const decap = window as unknown as DecapWindow & { CMS: Cms };
// Named as the script starts, before any draw opens: a copy of another tab learns it is one
// (and takes a name of its own) while Decap is still loading.
const tab = thisTab();
const touched = touchedResults(localStorage, tab);
const notices = keptNotices();
const opened = drawsAsOpened(localStorage, tab);

registerWidget(
  decap,
  RESULTS_WIDGET,
  resultsControlSpec(decap.h, fromJS, { touched, opened, notices }),
);
registerWidget(decap, LINES_WIDGET, linesControlSpec(decap.h, fromJS));
registerResultsCheck(decap.CMS, {
  spans: EVENT_SPANS,
  latestSpan: (id) => latestEventSpan(DRAW_SOURCE, id),
  merge: { read: (path) => readLatestDraw(DRAW_SOURCE, path), touched, opened, notices, fromJS },
});
revealErrorsOnSave();
mendDecapMarkup();
watchSignInWindow();
