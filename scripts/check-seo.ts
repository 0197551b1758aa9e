// Build check over the exported site (run after `npm run build:test`): `npm run check:seo`.
// Every HTML page: a unique title, a description, a canonical URL and an og:image whose file
// exists in out/; every share image a PNG under WhatsApp's 300 KB; every event page: its share
// image named by og:image, twitter:image and JSON-LD alike, at its file's path with the card's
// version (?v=), and JSON-LD that parses with the SportsEvent fields and the event's status; and
// sitemap.xml listing exactly the spec's routes but the account forms, which ask not to be indexed.
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '@/lib/build/load-env';

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, it } from 'node:test';

import { htmlFiles, SHARE_IMAGE_MAX_BYTES, shareImageFiles } from '@/lib/build/out-files';
import { getAllRoutes, getIndexedRoutes } from '@/lib/content/routes';
import { getAllEvents } from '@/lib/events/content';
import { eventShareImagePath } from '@/lib/events/paths';
import { SCHEMA_EVENT_STATUS } from '@/lib/events/structured-data';
import { UNINDEXED_ROUTES } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

const OUT = join(process.cwd(), 'out');

const SITE_ROUTES = getAllRoutes();

/** Error pages: exported HTML, but no canonical link (they are not pages to index). */
const ERROR_PAGES = ['404.html', '404/index.html', '_not-found/index.html'];

/** The exported pages, as paths relative to out/ with forward slashes. */
function pageFiles(dir: string): string[] {
  return htmlFiles(dir).map((file) => relative(dir, file).split(sep).join('/'));
}

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function headOf(file: string): string {
  const html = readFileSync(join(OUT, file), 'utf8');
  return html.slice(0, html.indexOf('</head>'));
}

function meta(head: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head);
  return match ? decode(match[1]!) : undefined;
}

/** The out/ file a same-site absolute URL points at (query string dropped). */
function fileForUrl(url: string): string {
  const { pathname } = new URL(url);
  return join(OUT, decodeURIComponent(pathname).replace(/\/$/, '/index.html'));
}

const pages = existsSync(OUT) ? pageFiles(OUT) : [];

describe('exported HTML pages', () => {
  it('exist (run the build first)', () => {
    assert.ok(pages.includes('index.html'), 'out/index.html is missing: run npm run build:test');
  });

  it('the CMS (admin/) is not a site page: noindex, and out of the sitemap', () => {
    const admin = join(OUT, 'admin', 'index.html');
    assert.ok(existsSync(admin), 'out/admin/index.html exists');
    assert.match(readFileSync(admin, 'utf8'), /<meta name="robots" content="noindex, nofollow"/);
    assert.doesNotMatch(readFileSync(join(OUT, 'sitemap.xml'), 'utf8'), /\/admin/);
  });

  it('the account forms ask not to be indexed and are out of the sitemap; no other page asks', () => {
    const sitemap = readFileSync(join(OUT, 'sitemap.xml'), 'utf8');
    assert.ok(UNINDEXED_ROUTES.length > 0);
    for (const route of SITE_ROUTES) {
      const html = readFileSync(join(OUT, route, 'index.html'), 'utf8');
      const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
      if (UNINDEXED_ROUTES.includes(route)) {
        assert.equal(robots, 'noindex, follow', `${route} asks not to be indexed`);
        assert.doesNotMatch(sitemap, new RegExp(`<loc>[^<]*${route}</loc>`), `${route} not listed`);
      } else {
        assert.equal(robots, undefined, `${route} has no robots meta`);
      }
    }
  });

  const titles = new Map<string, string>();
  for (const file of pages) {
    it(`${file}: title, description, canonical and og:image`, () => {
      const head = headOf(file);
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
      assert.ok(title, 'has a <title>');
      const clash = titles.get(decode(title));
      // The three error-page files are one page: they may share its title.
      if (!(ERROR_PAGES.includes(file) && clash && ERROR_PAGES.includes(clash))) {
        assert.equal(clash, undefined, `title "${title}" is also used by ${clash}`);
      }
      titles.set(decode(title), file);

      assert.ok(meta(head, 'name', 'description')?.trim(), 'has a meta description');

      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
      if (ERROR_PAGES.includes(file)) {
        assert.equal(canonical, undefined, 'error pages have no canonical link');
      } else {
        const expected = `${siteConfig.url}/${file.replace(/index\.html$/, '')}`;
        assert.equal(canonical, expected, 'canonical URL is absolute, on the site URL');
        assert.equal(meta(head, 'property', 'og:url'), expected, 'og:url equals the canonical');
      }

      for (const key of ['og:title', 'og:description']) {
        assert.ok(meta(head, 'property', key), `has ${key}`);
      }
      assert.equal(meta(head, 'name', 'twitter:card'), 'summary_large_image');
      const image = meta(head, 'property', 'og:image');
      assert.ok(image, 'has og:image');
      assert.ok(image.startsWith(`${siteConfig.url}/`), `og:image ${image} is on the site URL`);
      assert.ok(existsSync(fileForUrl(image)), `og:image file for ${image} exists in out/`);
    });
  }
});

describe('share images', () => {
  const images = existsSync(OUT) ? shareImageFiles(OUT) : [];

  it('one for the site and one per event (app/**/opengraph-image.tsx)', () => {
    const names = images.map((file) => relative(OUT, file).split(sep).join('/')).sort();
    for (const expected of [
      'opengraph-image',
      ...getAllEvents().map((event) => `events/${event.id}/opengraph-image`),
    ]) {
      assert.ok(names.includes(expected), `out/${expected} is missing`);
    }
  });

  for (const file of images) {
    it(`${relative(OUT, file)}: a PNG under ${SHARE_IMAGE_MAX_BYTES / 1000} KB (WhatsApp's preview limit)`, () => {
      assert.equal(readFileSync(file).subarray(1, 4).toString(), 'PNG');
      const { size } = statSync(file);
      assert.ok(size < SHARE_IMAGE_MAX_BYTES, `${size} bytes`);
    });
  }
});

/** The JSON-LD blocks of an exported page. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.map((block) => JSON.parse(block[1]!) as Record<string, unknown>);
}

describe('event pages', () => {
  for (const event of getAllEvents()) {
    it(`${event.id}: og:image, twitter:image and JSON-LD name its share image, with a version`, () => {
      const file = join('events', event.id, 'index.html');
      const image = meta(headOf(file), 'property', 'og:image') ?? '';
      assert.equal(meta(headOf(file), 'name', 'twitter:image'), image, 'twitter:image is og:image');
      const sportsEvent = jsonLdOf(readFileSync(join(OUT, file), 'utf8')).find(
        (item) => item['@type'] === 'SportsEvent',
      );
      assert.equal(sportsEvent?.image, image, "the SportsEvent's image is og:image");
      // The drawn file, at an address link previews keep apart: ?v= changes with the card.
      const url = new URL(image);
      assert.equal(url.pathname, eventShareImagePath(event.id), 'the path of the drawn file');
      assert.match(url.search, /^\?v=[0-9a-f]{12}$/, 'the version of what the card draws');
      assert.equal(readFileSync(fileForUrl(image)).subarray(1, 4).toString(), 'PNG');
    });

    it(`${event.id}: SportsEvent and BreadcrumbList JSON-LD`, () => {
      const html = readFileSync(join(OUT, 'events', event.id, 'index.html'), 'utf8');
      const data = jsonLdOf(html);
      const sportsEvent = data.find((item) => item['@type'] === 'SportsEvent');
      assert.ok(sportsEvent, 'has a SportsEvent');
      assert.equal(sportsEvent['@context'], 'https://schema.org');
      assert.equal(sportsEvent.name, event.title);
      assert.equal(sportsEvent.startDate, event.startsAt);
      assert.equal(sportsEvent.endDate, event.endsAt);
      assert.match(String(sportsEvent.startDate), /\+05:30$/);
      assert.match(String(sportsEvent.endDate), /\+05:30$/);
      // Google's event guidance: the status, and previousStartDate with EventRescheduled only.
      assert.equal(sportsEvent.eventStatus, SCHEMA_EVENT_STATUS[event.status]);
      if (event.status === 'rescheduled') {
        assert.equal(sportsEvent.previousStartDate, event.previousStartsAt);
        assert.notEqual(sportsEvent.previousStartDate, sportsEvent.startDate);
      } else {
        assert.equal(sportsEvent.previousStartDate, undefined, 'previousStartDate only if moved');
      }
      assert.equal(
        sportsEvent.eventAttendanceMode,
        'https://schema.org/OfflineEventAttendanceMode',
      );
      const location = sportsEvent.location as Record<string, Record<string, unknown>>;
      assert.equal(location['@type'], 'Place');
      assert.equal(location.address?.['@type'], 'PostalAddress');
      assert.ok(location.address?.streetAddress);
      const organizer = sportsEvent.organizer as Record<string, unknown>;
      assert.equal(organizer['@type'], 'SportsOrganization');
      assert.equal(organizer.name, siteConfig.name);
      assert.ok(existsSync(fileForUrl(String(sportsEvent.image))), 'image file exists in out/');
      const offers = (sportsEvent.offers ?? []) as Record<string, unknown>[];
      assert.deepEqual(
        offers.map((offer) => [offer.price, offer.priceCurrency]),
        event.fees.map((fee) => [fee.amount, 'INR']),
      );

      const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList');
      assert.ok(breadcrumb, 'has a BreadcrumbList');
      const items = breadcrumb.itemListElement as Record<string, unknown>[];
      assert.deepEqual(
        items.map((item) => item.item),
        [
          `${siteConfig.url}/`,
          `${siteConfig.url}/events/`,
          `${siteConfig.url}/events/${event.id}/`,
        ],
      );
      assert.ok(existsSync(join(OUT, 'events', event.id, 'calendar.ics')), 'has its .ics file');
    });
  }
});

describe('sitemap.xml', () => {
  it('lists exactly the routes to index of lib/content/routes.ts, with absolute URLs', () => {
    const xml = readFileSync(join(OUT, 'sitemap.xml'), 'utf8');
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    const expected = getIndexedRoutes().map((route) => `${siteConfig.url}${route}`);
    assert.deepEqual([...listed].sort(), [...expected].sort());
  });

  it('the route list holds every exported page and no other (a page missing from it fails)', () => {
    const exported = pages
      .filter((file) => file.endsWith('index.html'))
      // Not pages to index: the error pages, the CMS and the page the service worker shows
      // for a page not saved offline.
      .filter((file) => !ERROR_PAGES.includes(file) && !file.startsWith('admin/'))
      .filter((file) => file !== 'offline/index.html')
      .map((file) => `/${file.replace(/index\.html$/, '')}`);
    assert.deepEqual([...exported].sort(), [...SITE_ROUTES].sort());
  });

  it("dates an event page by its draw's last change too: a result recorded changes the page", () => {
    const xml = readFileSync(join(OUT, 'sitemap.xml'), 'utf8');
    let checked = 0;
    for (const event of getAllEvents()) {
      const draw = `content/draws/${event.id}.json`;
      if (!existsSync(draw)) continue;
      let committed = '';
      try {
        committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', draw], {
          encoding: 'utf8',
        }).trim();
      } catch {
        // No git (a copy without history): the file's time is used, nothing to compare.
      }
      if (!committed) continue;
      const url = `${siteConfig.url}/events/${event.id}/`;
      const entry = new RegExp(`<loc>${url}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml);
      assert.ok(entry, `${url} has a lastmod`);
      assert.ok(
        Date.parse(entry[1]!) >= Date.parse(committed),
        `${url}: lastmod ${entry[1]} is before its draw's last commit ${committed}`,
      );
      checked += 1;
    }
    assert.ok(checked > 0 || !existsSync('.git'), 'at least one event with a draw in git');
  });

  it('is named in robots.txt', () => {
    const robots = readFileSync(join(OUT, 'robots.txt'), 'utf8');
    assert.match(robots, new RegExp(`Sitemap: ${siteConfig.url}/sitemap.xml`));
  });
});
