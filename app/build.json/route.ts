import { buildClock } from '@/lib/build/rebuild-at';
import { getEventRevisions } from '@/lib/events/revisions';

// out/build.json: this build's commit and the moment a rebuild is due without a content change
// (lib/build/rebuild-at.ts). The publish workflow's scheduled run reads it from the live site.
// `calendars` says how the calendar files numbered the events' changes (lib/events/revisions.ts):
// the deploy guard refuses a build that counted them from file times.
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ ...buildClock(), calendars: getEventRevisions().source });
}
