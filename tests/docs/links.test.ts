/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The README and docs/ link to each other, often to a section (`deploying.md#…`): every such
// link leads to a file that exists and, with an anchor, to a heading in it, as GitHub names
// headings' anchors. A renamed heading or a moved file fails here, not for the reader.
const ROOT = process.cwd();
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** A heading's anchor as GitHub makes it: lower case, punctuation gone, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings (outside code blocks), numbered when repeated. */
function anchors(text: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const anchor = anchorOf(heading[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    found.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return found;
}

/** Every relative link of a markdown file (outside code), as [target, anchor]. */
function links(text: string): [string, string | undefined][] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [file = '', anchor] = target.split('#');
      return [file, anchor];
    });
}

/** What is wrong with the links of `doc` (its path from the root), one line each. */
function brokenLinks(doc: string, text: string): string[] {
  const broken: string[] = [];
  for (const [file, anchor] of links(text)) {
    const target = file ? path.join(path.dirname(doc), file) : doc;
    const own = target === doc;
    if (!own && !existsSync(path.join(ROOT, target))) {
      broken.push(`${file}: no such file`);
      continue;
    }
    if (anchor && target.endsWith('.md')) {
      const headings = anchors(own ? text : readFileSync(path.join(ROOT, target), 'utf8'));
      if (!headings.has(anchor)) broken.push(`${file}#${anchor}: no such heading in ${target}`);
    }
  }
  return broken;
}

describe('links between the README and docs/', () => {
  it('names headings the way GitHub anchors them', () => {
    expect(anchorOf('Publishing: the site deploys itself')).toBe(
      'publishing-the-site-deploys-itself',
    );
    expect(anchorOf('In the browser: the content manager (`/admin/`)'.replace(/`/g, ''))).toBe(
      'in-the-browser-the-content-manager-admin',
    );
    expect(anchorOf('1. Run the draw')).toBe('1-run-the-draw');
  });

  it('finds a link to a file or a heading that is not there, and only those', () => {
    const text = [
      'See [the guard](deploying.md#what-the-deploy-guard-refuses-not),',
      '[the draws](draws.md#from-a-phone-in-the-cms), [gone](nowhere.md),',
      '[a section here](#a-section) and `[code](not-a-link.md)`.',
      '## A section',
    ].join('\n');
    expect(brokenLinks('docs/organisers.md', text)).toEqual([
      'deploying.md#what-the-deploy-guard-refuses-not: no such heading in docs/deploying.md',
      'nowhere.md: no such file',
    ]);
  });

  for (const doc of DOCS) {
    it(`${doc}: every link leads to a file and heading that exist`, () => {
      const text = readFileSync(path.join(ROOT, doc), 'utf8');
      expect(links(text).length).toBeGreaterThan(0);
      expect(brokenLinks(doc, text)).toEqual([]);
    });
  }
});
