/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// The Hosting emulator's own matcher (firebase-tools serves out/ through superstatic), so the
// test matches firebase.json's sources exactly as the emulator the e2e tests run against does.
import { configMatcher } from 'superstatic/lib/utils/patterns';

import { parseCsp } from '@/lib/security/csp';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
const firebase = JSON.parse(readFileSync(path.join(process.cwd(), 'firebase.json'), 'utf8')) as {
  hosting: { headers: HeaderRule[] };
};

/** The headers firebase.json sends for `url`: every matching rule in order, the last one winning. */
function headersFor(url: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of firebase.hosting.headers) {
    const source = rule.source.startsWith('/') ? rule.source : `/${rule.source}`;
    if (!configMatcher(url, { source })) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  return headers;
}

describe('firebase.json: files under the picture folders', () => {
  it.each([
    '/images/gallery/cricket/team.SVG',
    '/images/Events/x.html',
    '/images/teams/cc/1_a.jpg',
    '/images/logo.svg',
    '/_img/gallery/cricket/final.4f2a.webp',
    '/_img/x.html',
  ])('%s gets a sandboxing policy that runs no script', (url) => {
    const policy = parseCsp(headersFor(url).get('content-security-policy') ?? '');
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(headersFor(url).get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves the pages their own policy', () => {
    const policy = parseCsp(headersFor('/events/').get('content-security-policy') ?? '');
    expect(policy.has('sandbox')).toBe(false);
  });
});
