import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';
import type { APIRequestContext } from '@playwright/test';

/**
 * Mozilla's HTTP Observatory (npm @mdn/mdn-http-observatory), its analyser run on responses of
 * the Firebase Hosting emulator. Its `scan()` fetches http:// and https:// on the default ports
 * of a public host, which a test machine cannot offer, so this builds the same `Requests` object
 * its retriever would (the https response as served, the meta policy read from the page, the
 * CORS preflight) and scores it with the same tests and grader.
 *
 * Two facts of production stand in for what the emulator cannot show: Firebase Hosting answers
 * plain http with a 301 to the same address over https, and serves https with a valid
 * certificate. The HSTS preload list is taken as empty (the package downloads it at install
 * time, which is not possible here), so no score leans on preloading.
 */

export type ObservatoryResult = {
  grade: string;
  score: number;
  /** "test: result" of every test that did not pass (empty for a clean A+). */
  failures: string[];
};

type Output = { pass: boolean | null; result: string | null; constructor: { name: string } };

function ensurePreloadList(): void {
  const conf = path.join(
    path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json')),
    'conf',
  );
  const file = path.join(conf, 'hsts-preload.json');
  if (existsSync(file)) return;
  mkdirSync(conf, { recursive: true });
  writeFileSync(file, '{}');
}

/** Response headers with the lookup the analyser also calls (`headers.get`). */
function headerBag(headers: Record<string, string>) {
  const bag: Record<string, string> = { ...headers };
  Object.defineProperty(bag, 'get', {
    enumerable: false,
    value: (name: string) => bag[name.toLowerCase()] ?? null,
  });
  return bag;
}

/** Scores the emulator's answer for `pathname` as the Observatory scores the live `siteUrl`. */
export async function observatoryScore(
  request: APIRequestContext,
  siteUrl: string,
  pathname: string,
): Promise<ObservatoryResult> {
  ensurePreloadList();
  const { ALL_TESTS } = (await import('@mdn/mdn-http-observatory/src/constants.js')) as {
    ALL_TESTS: ((requests: unknown) => Output)[];
  };
  const https = new URL(pathname, siteUrl);
  const http = new URL(https);
  http.protocol = 'http:';

  const page = await request.get(pathname, { maxRedirects: 0 });
  const body = await page.text();
  const preflight = await request.fetch(pathname, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://http-observatory.security.mozilla.org',
      'Access-Control-Request-Method': 'GET',
    },
  });

  const requests = new Requests(https.hostname);
  const auto = {
    status: page.status(),
    headers: headerBag(page.headers()),
    data: body,
    verified: true,
    httpEquiv: /text\/html/.test(page.headers()['content-type'] ?? '')
      ? parseHttpEquivHeaders(body, https.href)
      : new Map(),
  };
  requests.responses.auto = auto;
  requests.responses.https = auto;
  requests.responses.http = {
    status: 301,
    headers: headerBag({ location: https.href }),
    data: '',
    verified: true,
  };
  requests.responses.httpRedirects = [
    { url: http, status: 301 },
    { url: https, status: page.status() },
  ];
  requests.responses.httpsRedirects = [{ url: https, status: page.status() }];
  requests.responses.cors = {
    status: preflight.status(),
    headers: headerBag(preflight.headers()),
    data: await preflight.text(),
    verified: true,
  };
  requests.resources.path = body;
  requests.session = { url: https };

  const outputs = ALL_TESTS.map((test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const output of outputs) {
    if (!output.result) continue;
    const modifier = getScoreModifier(output.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  return {
    grade: getGradeForScore(score).grade,
    score,
    failures: outputs
      .filter((output) => !output.pass)
      .map((output) => `${output.constructor.name}: ${output.result}`),
  };
}
