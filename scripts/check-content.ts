/**
 * prebuild, first step: every content file through its schema, before anything is compiled.
 * A wrong file stops the build within seconds, naming the file, the entry and the field; the
 * pages read the same loaders again while Next renders them.
 */
import path from 'node:path';

import { buildNow } from '../lib/clock/build';
import { COMMITTEE_IDS, getCommittee, getLeadership } from '../lib/content/committee';
import { getFests } from '../lib/content/fests';
import { getGalleryCategories, getGalleryImages } from '../lib/content/gallery';
import { getLegalPage, LEGAL_SLUGS } from '../lib/content/legal';
import { getPageCopy } from '../lib/content/pages';
import { getSite, siteStats } from '../lib/content/site';
import { getSponsors, getSponsorTiers, getTeaserSponsors } from '../lib/content/sponsors';
import { eventFileIds, eventSpans, parseEvents, readEventFiles } from '../lib/events/content';
import { parseDraws, readDrawFiles } from '../lib/events/draw/load';

const checks: [string, () => unknown][] = [
  ['club facts', () => siteStats(getSite(), buildNow())],
  ['events', () => parseEvents(readEventFiles())],
  [
    'draws and results',
    () => {
      // The rounds' times are checked against the events' dates once those read (their own
      // problems are the events check's).
      return parseDraws(readDrawFiles(), eventFileIds(), eventSpans());
    },
  ],
  ['fests', getFests],
  ['committees', () => [...COMMITTEE_IDS.map(getCommittee), getLeadership()]],
  ['gallery', () => getGalleryImages(undefined, getGalleryCategories())],
  ['sponsors', () => [getSponsors(), getTeaserSponsors(), getSponsorTiers()]],
  ['pages', () => getPageCopy('about')],
  ['legal pages', () => LEGAL_SLUGS.map((slug) => getLegalPage(slug))],
];

// Several checks read the same files (the draws read the events' dates): a problem is printed
// once, under the first check that found it.
const problems: string[] = [];
const seen = new Set<string>();
for (const [, check] of checks) {
  try {
    check();
  } catch (error) {
    const [first = '', ...rest] = (error as Error).message.split('\n');
    const header = first.startsWith('Invalid content in') ? [first] : [];
    const lines = [...(header.length > 0 ? rest : [first, ...rest])].filter((line) => {
      const fresh = !seen.has(line.trim());
      seen.add(line.trim());
      return fresh;
    });
    if (lines.length > 0) problems.push([...header, ...lines].join('\n'));
  }
}
if (problems.length > 0) {
  console.error(`content: the build stops here.\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `content: ${checks.length} kinds of content checked in ${path.join(process.cwd(), 'content')}`,
);
