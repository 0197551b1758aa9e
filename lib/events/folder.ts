// Where the event files are, without the schema (zod) that reads them: the results editor's
// bundle reads an event's dates from the repository (lib/cms/event-dates.ts).

/** One file per event: content/events/<id>.json. */
export const EVENTS_FOLDER = 'content/events';
