import { buildClock } from '@/lib/build/rebuild-at';

// out/build.json: this build's commit and the moment a rebuild is due without a content change
// (lib/build/rebuild-at.ts). The publish workflow's scheduled run reads it from the live site.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildClock());
}
