/** One Lighthouse run (mobile, simulated throttling, the default) for `npm run bench`. */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';

/** The Lighthouse release installed, named in the report: its model changes between releases. */
export function lighthouseVersion(): string {
  const require = createRequire(__filename);
  return (require('lighthouse/package.json') as { version: string }).version;
}

/** The browser Lighthouse runs in, as the report names it, e.g. "Chromium 156.0.8078.108". */
export function lighthouseBrowserName(chromePath: string | undefined): string {
  return execFileSync(chromePath ?? chromeLauncher.getChromePath(), ['--version'], {
    encoding: 'utf8',
  }).trim();
}

export type Audit = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes on the wire, HTTP headers included, from the network log. */
  jsBytes: number;
  totalBytes: number;
  /**
   * Lighthouse's measure of the machine's CPU (a fixed piece of JavaScript run before the page):
   * its simulated throttling multiplies the task times it observes, so a slower machine reads
   * slower.
   */
  benchmarkIndex: number;
};

type NetworkRequest = { resourceType?: string; transferSize?: number };

export async function audit(url: string, chromePath: string | undefined): Promise<Audit> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${url}: Lighthouse returned nothing`);
    if (lhr.runtimeError) {
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const audits = lhr.audits;
    const details = audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
    const requests = details?.items ?? [];
    const bytes = (type?: string) =>
      requests
        .filter((request) => !type || request.resourceType === type)
        .reduce((total, request) => total + (request.transferSize ?? 0), 0);
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsBytes: bytes('Script'),
      totalBytes: bytes(),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
