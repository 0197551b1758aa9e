import { getGalleryFolders } from '@/lib/content/gallery';
import { PAGES_FILE, pageValues } from '@/lib/content/pages';
import { ContentError } from '@/lib/content/parse';
import { readContentFile } from '@/lib/content/read';
import { eventSpans } from '@/lib/events/content';

import { RESULTS_EDITOR_PATH, type CmsSettings } from './config';
import type { ContentCheckSettings } from './content-check';
import { DRAW_SETUP_COLLECTION } from './draws';
import { fieldLabels, type LabelledField } from './field-labels';
import { SETTINGS_COLLECTION } from './settings-check';

// What the content manager's check knows from the build (scripts/admin.ts writes it into
// public/admin/content-check.js): the form's labels, and what the build's parsers read from disk
// besides the file being saved. Read at build time only, as the CMS must open even when content
// is broken: a file that cannot be read is left out, and its own check is the build's.

/** A collection of the content manager's configuration, as far as its labels go. */
type Collection = { name: string; fields?: LabelledField[]; files?: LabelledField[] };

/** A content file's data, or undefined when it is missing or broken. */
function readIfWell(file: string): unknown {
  try {
    return readContentFile(file);
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}

/**
 * The check's settings for the content manager's configuration `config` (cmsConfig), with the
 * draws and the events it was made with.
 */
export function contentCheckSettings(
  config: { collections: readonly object[] },
  { draws = [], events = [] }: Pick<CmsSettings, 'draws' | 'events'>,
): ContentCheckSettings {
  const collections = config.collections as Collection[];
  const collection = (name: string) => collections.find((each) => each.name === name);
  const files = collection(SETTINGS_COLLECTION)?.files ?? [];
  return {
    labels: {
      events: fieldLabels(collection('events')?.fields ?? []),
      draws: fieldLabels(collection(DRAW_SETUP_COLLECTION)?.fields ?? []),
    },
    eventIds: events.map((event) => event.id),
    withDraw: draws.map((draw) => draw.eventId),
    resultsEditorPath: RESULTS_EDITOR_PATH,
    // For the times of a new draw here and of any draw in the results editor (scripts/admin.ts
    // writes the same into its bundle); none while an event file is broken, as in the build.
    spans: Object.fromEntries(eventSpans() ?? []),
    settings: {
      labels: Object.fromEntries(files.map((file) => [file.name, fieldLabels(file.fields ?? [])])),
      galleryFolders: getGalleryFolders(),
      // As the build fills in the pages' placeholders (from the club facts as written while
      // content/site.json fails its checks).
      pageValues: pageValues(),
      pages: readIfWell(PAGES_FILE),
      pagesLabel:
        files.find((file) => file.name === 'pages')?.label.replace(/ \(.*$/, '') ?? PAGES_FILE,
    },
  };
}
