/** Medians, targets and the Markdown table of `npm run bench`. */
import type { Audit } from './lighthouse';
import type { PhoneRun } from './phone';

export type StrategyName = 'shipped' | 'linked';
export type Runs = { lighthouse: Audit[]; phone: PhoneRun[] };
export type Measured = { route: string; htmlBytes: number } & Record<StrategyName, Runs> & {
    /** Lighthouse on the page with every script taken out (scripts/bench/content-only.ts). */
    contentOnly: Audit[];
  };

/** The targets, each route against the bare Next.js page of the same run. */
export const TARGETS = {
  lcpMs: 1200,
  /** A first visit against the bare page of the same run (Lighthouse). */
  lcpRatio: 1.25,
  fcpRatio: 1.15,
  /** A repeat visit on the slow phone, served by the service worker. */
  repeatMs: 1000,
  cls: 0.01,
  tbtRatio: 1.25,
  jsRatio: 1.2,
  /** How much later than the bare page a route may respond on the slow phone. */
  respondsExtraMs: 1000,
} as const;

type Medians = Audit &
  Omit<PhoneRun, 'scrollKept' | 'lcp'> & { phoneLcp: number; scrollKept: number };

/** How a route compares with the bare page, e.g. "1.12×". */
const ratio = (value: number, bare: number) => `${(value / bare).toFixed(2)}×`;

/** The middle value; of an even count, the mean of the two middle ones (not the higher one). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medians(runs: Runs): Medians {
  const of = <T>(list: T[], pick: (item: T) => number) => median(list.map(pick));
  const { lighthouse: lh, phone } = runs;
  return {
    performance: of(lh, (r) => r.performance),
    accessibility: of(lh, (r) => r.accessibility),
    bestPractices: of(lh, (r) => r.bestPractices),
    seo: of(lh, (r) => r.seo),
    fcp: of(lh, (r) => r.fcp),
    lcp: of(lh, (r) => r.lcp),
    tbt: of(lh, (r) => r.tbt),
    cls: of(lh, (r) => r.cls),
    jsBytes: of(lh, (r) => r.jsBytes),
    totalBytes: of(lh, (r) => r.totalBytes),
    benchmarkIndex: of(lh, (r) => r.benchmarkIndex),
    paint: of(phone, (r) => r.paint),
    phoneLcp: of(phone, (r) => r.lcp),
    responds: of(phone, (r) => r.responds),
    paintScrolling: of(phone, (r) => r.paintScrolling),
    respondsScrolling: of(phone, (r) => r.respondsScrolling),
    repeatPaint: of(phone, (r) => r.repeatPaint),
    repeatResponds: of(phone, (r) => r.repeatResponds),
    scrollKept: phone.filter((r) => r.scrollKept).length,
  };
}

/** The targets a route misses, by name. */
export function misses(route: Medians, bare: Medians): string[] {
  const missed: string[] = [];
  if (route.lcp > TARGETS.lcpMs) missed.push('LCP');
  if (route.lcp > TARGETS.lcpRatio * bare.lcp) missed.push('LCP ratio');
  if (route.fcp > TARGETS.fcpRatio * bare.fcp) missed.push('FCP ratio');
  if (Math.max(route.repeatPaint, route.repeatResponds) >= TARGETS.repeatMs) missed.push('repeat');
  if (route.cls > TARGETS.cls) missed.push('CLS');
  if (route.tbt > TARGETS.tbtRatio * bare.tbt) missed.push('TBT');
  if (route.jsBytes > TARGETS.jsRatio * bare.jsBytes) missed.push('JS');
  if (route.responds > bare.responds + TARGETS.respondsExtraMs) missed.push('responds');
  if (route.respondsScrolling > bare.respondsScrolling + TARGETS.respondsExtraMs) {
    missed.push('responds scrolling');
  }
  return missed;
}

const ms = (value: number) => `${Math.round(value)}`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const pair = (a: string, b: string) => `${a} / ${b}`;

export type ReportInput = {
  date: string;
  /** The Lighthouse release that measured the run. */
  lighthouse: string;
  /** The browsers Lighthouse and the phone ran in (not recorded before 2026-11-28). */
  browsers?: { lighthouse: string; phone: string };
  runs: number;
  bare: Runs;
  results: Measured[];
};

export function formatReport({
  date,
  lighthouse,
  browsers,
  runs,
  bare: bareRuns,
  results,
}: ReportInput) {
  const bare = medians(bareRuns);
  // Where the run was measured: what to compare before reading one run against another.
  const lighthouseIn = browsers
    ? ` in ${browsers.lighthouse}, CPU benchmark index ${Math.round(bare.benchmarkIndex)} (its ` +
      'measure of this machine, on the bare page)'
    : '';
  /** One column: its title and how a cell reads for one strategy's medians. */
  const columns: [string, (m: Medians) => string][] = [
    ['Perf', (m) => `${m.performance}`],
    ['FCP', (m) => `${ms(m.fcp)} (${ratio(m.fcp, bare.fcp)})`],
    ['LCP', (m) => `${ms(m.lcp)} (${ratio(m.lcp, bare.lcp)})`],
    ['TBT', (m) => ms(m.tbt)],
    ['CLS', (m) => m.cls.toFixed(3)],
    ['Phone: FCP', (m) => ms(m.paint)],
    ['Phone: LCP', (m) => ms(m.phoneLcp)],
    ['Phone: responds', (m) => ms(m.responds)],
    ['Phone: responds, scrolling', (m) => ms(m.respondsScrolling)],
    ['Scroll kept', (m) => `${m.scrollKept}/${runs}`],
    ['Phone, repeat visit: FCP', (m) => ms(m.repeatPaint)],
    ['Phone, repeat visit: responds', (m) => ms(m.repeatResponds)],
  ];
  const header =
    `| Route | ${columns.map(([title]) => title).join(' | ')} | Content only: FCP | Content only: LCP | JS | HTML (gz) | A11y / BP / SEO | Targets missed |\n` +
    `|---|${columns.map(() => '---|').join('')}---|---|---|---|---|---|`;
  const scores = (m: Medians) => `${m.accessibility} / ${m.bestPractices} / ${m.seo}`;
  const bareRow = `| bare Next.js page | ${columns
    .map(([title, cell]) => (title === 'Scroll kept' ? 'n/a' : cell(bare)))
    .join(' | ')} | n/a | n/a | ${kb(bare.jsBytes)} | n/a | ${scores(bare)} | |`;
  const counts: Record<StrategyName, Record<string, number>> = { shipped: {}, linked: {} };
  /** Routes whose content alone, without a script, is within the first-visit ratios. */
  const contentWithin = { fcp: 0, lcp: 0 };
  const rows = results.map((result) => {
    const content = {
      fcp: median(result.contentOnly.map((run) => run.fcp)),
      lcp: median(result.contentOnly.map((run) => run.lcp)),
    };
    if (content.fcp <= TARGETS.fcpRatio * bare.fcp) contentWithin.fcp += 1;
    if (content.lcp <= TARGETS.lcpRatio * bare.lcp) contentWithin.lcp += 1;
    const contentCells = [
      `${ms(content.fcp)} (${ratio(content.fcp, bare.fcp)})`,
      `${ms(content.lcp)} (${ratio(content.lcp, bare.lcp)})`,
    ];
    const s = medians(result.shipped);
    const l = medians(result.linked);
    const missed = { shipped: misses(s, bare), linked: misses(l, bare) };
    for (const strategy of ['shipped', 'linked'] as const) {
      for (const name of missed[strategy]) {
        counts[strategy][name] = (counts[strategy][name] ?? 0) + 1;
      }
    }
    const targets = pair(missed.shipped.join(', ') || 'none', missed.linked.join(', ') || 'none');
    const cells = columns.map(([, cell]) => pair(cell(s), cell(l)));
    return `| \`${result.route}\` | ${cells.join(' | ')} | ${contentCells.join(' | ')} | ${kb(s.jsBytes)} | ${kb(result.htmlBytes)} | ${scores(s)} | ${targets} |`;
  });
  const summaryOf = (strategy: StrategyName) => {
    const names = [
      'LCP',
      'LCP ratio',
      'FCP ratio',
      'CLS',
      'TBT',
      'JS',
      'responds',
      'responds scrolling',
      'repeat',
    ];
    const parts = names.map(
      (name) => `${name} ${results.length - (counts[strategy][name] ?? 0)}/${results.length}`,
    );
    return `- **${strategy}** meets the targets on: ${parts.join(', ')} routes.`;
  };
  return {
    intro:
      `Measured ${date}, ${runs} runs per page and strategy, medians. Each cell reads ` +
      '**shipped / linked**: the build as it is (each page’s critical CSS inline, the site ' +
      'stylesheet after the first paint), then the same export with Next’s render-blocking ' +
      `stylesheet link put back. Lighthouse ${lighthouse}${lighthouseIn}: ` +
      'mobile, simulated throttling; LCP and TBT in ms. Phone: ' +
      `${browsers?.phone ?? 'a Chromium'} throttled through CDP ` +
      'to 1.6 Mbps, 150 ms round trip and a 4× slower CPU (scripts/perf/slow-phone.ts), ms after ' +
      'navigation start until the first and the largest contentful paint as the browser ' +
      'measured them, and until React has taken over the page ("responds"), once with the ' +
      'visitor still and once scrolling right after the first paint. JS: Lighthouse’s bytes on ' +
      'the wire, the same for both. Content only: Lighthouse on the same page with every ' +
      'script taken out (plain HTML and CSS, scripts/bench/content-only.ts), how soon this ' +
      'content can show with no framework at all. Targets: LCP ≤ ' +
      `${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtRatio}× and JS ≤ ` +
      `${TARGETS.jsRatio}× the bare page’s, responds ≤ the bare page’s + ${TARGETS.respondsExtraMs} ms; ` +
      `first visit FCP ≤ ${TARGETS.fcpRatio}× and LCP ≤ ${TARGETS.lcpRatio}× the bare page’s ` +
      '(in brackets); a repeat visit on the phone (the service worker in control after a first ' +
      `visit, the bare page from the HTTP cache) paints and responds in under ${TARGETS.repeatMs} ms.`,
    table: [header, bareRow, ...rows].join('\n'),
    summary: [
      summaryOf('shipped'),
      summaryOf('linked'),
      `- **content only** (no script at all) is within the first-visit ratios on: FCP ratio ` +
        `${contentWithin.fcp}/${results.length}, LCP ratio ${contentWithin.lcp}/${results.length} routes.`,
    ].join('\n'),
  };
}
