/** @jest-environment node */
import { GET } from '@/app/build.json/route';

import type { Revisions } from '@/lib/events/revisions';

let source: Revisions['source'] = 'git';
jest.mock('@/lib/events/revisions', () => ({
  getEventRevisions: () => ({ source, of: () => ({ sequence: 0, lastModified: new Date(0) }) }),
}));

describe('/build.json', () => {
  it.each(['git', 'file-time'] as const)(
    'says how the calendar files numbered the changes (%s), beside the build clock',
    async (numbering) => {
      source = numbering;
      const body = (await GET().json()) as Record<string, unknown>;
      expect(body).toEqual({
        build: expect.any(String),
        builtAt: expect.any(String),
        rebuildAt: expect.any(String),
        calendars: numbering,
      });
    },
  );
});
