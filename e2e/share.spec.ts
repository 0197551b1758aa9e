import type { Page } from '@playwright/test';

import { getSite } from '../lib/content/site';
import { getAllEvents } from '../lib/events/content';
import { eventCalendarPath, eventPath, eventShareImagePath } from '../lib/events/paths';
import { ROUTES } from '../lib/routes';
import { siteConfig } from '../lib/site-config';
import {
  dismissableReady,
  expect,
  expectToastAboveFocus,
  holdScripts,
  pageIdle,
  test,
  toast,
} from './fixtures';
import { escapeRegExp } from './support/regexp';

/** The deployed site's address (content/site.json, or NEXT_PUBLIC_SITE_URL), as the build read it. */
const SITE = siteConfig.url;
/** The calendar feed of every event as calendar apps subscribe to it. */
const FEED_WEBCAL = `${SITE.replace(/^https?:/, 'webcal:')}/events/calendar.ics`;
/** An event page to share: the first scheduled event of content/events/, through the loader. */
const EVENT = getAllEvents().find((event) => event.status === 'scheduled')!;
const EVENT_PATH = eventPath(EVENT.id);
/** 2025-04-09T14:00:00+05:30 as calendars write it in UTC: 20250409T083000Z. */
const utcStamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');
const EVENT_URL = `${SITE}${EVENT_PATH}`;
/** Its share title (a scheduled event's): "<title>, <dates> | <club>". */
const EVENT_TITLE = `${EVENT.title}, ${EVENT.date} | ${getSite().name}`;

type Opened = [url: string, target: string, features: string];

/** Replaces window.open with a recorder (no real popup) before any page script runs. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __opened: calls });
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
  });
}

function opened(page: Page): Promise<Opened[]> {
  return page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened);
}

/** The features string a 600x400 popup centred on this window must have. */
function centredFeatures(page: Page): Promise<string> {
  return page.evaluate(() => {
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - 600) / 2));
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - 400) / 2));
    return `width=600,height=400,left=${left},top=${top},noopener,noreferrer`;
  });
}

const networks = [
  {
    name: 'Facebook',
    url: (page: string) =>
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
  },
  {
    name: 'Twitter',
    url: (page: string, title: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(page)}&text=${new URLSearchParams({ t: title }).toString().slice(2)}`,
  },
  {
    name: 'LinkedIn',
    url: (page: string) =>
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page)}`,
  },
];

test.describe('labelled share buttons on an event page', () => {
  test('each network opens its share URL in a centred 600x400 popup', async ({ page }) => {
    await recordWindowOpen(page);
    await page.goto(EVENT_PATH);
    const share = page.getByRole('list', { name: 'Share this event' });
    const title = EVENT_TITLE;
    for (const [index, network] of networks.entries()) {
      const link = share.getByRole('link', { name: network.name });
      // A real link first: it works without JavaScript too.
      await expect(link).toHaveAttribute('href', network.url(EVENT_URL, title));
      await link.click();
      await expect.poll(async () => (await opened(page)).length).toBe(index + 1);
      const [url, , features] = (await opened(page))[index]!;
      expect(url).toBe(network.url(EVENT_URL, title));
      expect(features).toBe(await centredFeatures(page));
    }
    // The page itself did not navigate away.
    await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}$`));
  });

  test('WhatsApp: a wa.me link with the title and the address, opened in a new tab', async ({
    page,
    context,
  }) => {
    await recordWindowOpen(page);
    // wa.me is answered at the network boundary; the test checks what the site asked for.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.goto(EVENT_PATH);
    const share = page.getByRole('list', { name: 'Share this event' });
    const title = EVENT_TITLE;
    const expected = `https://wa.me/?text=${encodeURIComponent(`${title} ${EVENT_URL}`)}`;
    const whatsapp = share.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', expected);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const [tab] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
    expect(tab.url()).toBe(expected);
    // A tab, not the 600x400 share popup.
    expect(await opened(page)).toEqual([]);
    await tab.close();
  });

  test('the system share sheet comes first where it exists, in place from the first paint', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async () => {},
      });
    });
    const release = await holdScripts(page);
    await page.goto(EVENT_PATH, { waitUntil: 'commit' });
    const share = page.getByRole('list', { name: 'Share this event' });
    const moreApps = share.getByRole('button', { name: 'More apps' });
    // Before React: shown (by the head script), first, and not yet pretending to work.
    await expect(moreApps).toBeVisible();
    await expect(moreApps).toBeDisabled();
    const whatsapp = share.getByRole('link', { name: 'WhatsApp' });
    const before = await whatsapp.boundingBox();
    release();
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await expect(moreApps).toBeEnabled();
    expect(await whatsapp.boundingBox()).toEqual(before);
    await expect(share.getByRole('listitem').first()).toContainText('More apps');
  });

  test('without a system share sheet the row has no More apps, and nothing moves', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(EVENT_PATH, { waitUntil: 'commit' });
    const share = page.getByRole('list', { name: 'Share this event' });
    const whatsapp = share.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toBeVisible();
    const before = await whatsapp.boundingBox();
    await expect(share.getByRole('button', { name: 'More apps' })).toBeHidden();
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await expect(share.getByRole('button', { name: 'More apps' })).toHaveCount(0);
    expect(await whatsapp.boundingBox()).toEqual(before);
  });

  test('Copy link copies the canonical URL, toasts and shows Copied for 2 seconds', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install({ time: new Date('2025-04-01T10:00:00+05:30') });
    await page.goto(EVENT_PATH);
    const share = page.getByRole('list', { name: 'Share this event' });
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    // The toaster loads on the first interaction: let it arrive and listen before time stops
    // (a toast asked for earlier waits for it, and sonner shows it on a timer).
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-toaster-ready]')).toBeAttached();
    await page.clock.pauseAt(new Date('2025-04-01T10:01:00+05:30'));

    await share.getByRole('button', { name: 'Copy link' }).click();
    // The clipboard answers in real time, and the toast and the copied state (with its timer)
    // start when it has: wait for that before moving the paused clock, or the toast would be
    // asked for after the clock has moved and wait on a timer that never runs.
    const copied = share.getByRole('button', { name: 'Copied' });
    await expect(copied).toBeVisible();
    // Let the toast draw.
    await page.clock.runFor(100);
    await expect(toast(page, 'Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EVENT_URL);

    await page.clock.runFor(1_850);
    await expect(copied).toBeVisible();
    await page.clock.runFor(60);
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(copied).toHaveCount(0);
  });

  test('offers calendar files and a Google Calendar link', async ({ page, request }) => {
    await page.goto(EVENT_PATH);
    const download = page.getByRole('link', { name: 'Download .ics' });
    await expect(download).toHaveAttribute('href', eventCalendarPath(EVENT.id));
    const google = page.getByRole('link', { name: 'Google Calendar', exact: true });
    // Its first day's hours (its start, and its end's time on its first day), repeated daily
    // over its days: not one block through the nights. The dates are Kolkata wall-clock times.
    const [startDay, endDay] = [EVENT.startsAt, EVENT.endsAt].map((iso) => iso.slice(0, 10));
    const firstDayEnd = `${startDay}${EVENT.endsAt.slice(10)}`;
    const days = (Date.parse(endDay!) - Date.parse(startDay!)) / 86_400_000 + 1;
    const template = new URLSearchParams({
      action: 'TEMPLATE',
      text: EVENT.title,
      dates: `${utcStamp(EVENT.startsAt)}/${utcStamp(firstDayEnd)}`,
      ...(days > 1 ? { recur: `RRULE:FREQ=DAILY;COUNT=${days}` } : {}),
    });
    await expect(google).toHaveAttribute(
      'href',
      new RegExp(`^${escapeRegExp(`https://calendar.google.com/calendar/render?${template}`)}`),
    );

    // The feed of every event, to subscribe to or download.
    await expect(page.getByRole('link', { name: 'Subscribe to all events' })).toHaveAttribute(
      'href',
      FEED_WEBCAL,
    );
    await expect(page.getByRole('link', { name: 'All events in Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(FEED_WEBCAL)}`,
    );
    await expect(page.getByRole('link', { name: 'All events (.ics)' })).toHaveAttribute(
      'href',
      '/events/calendar.ics',
    );
    await page.goto('/events/');
    await expect(
      page
        .getByRole('region', { name: 'Every event in your calendar' })
        .getByRole('link', { name: 'Subscribe to all events' }),
    ).toBeVisible();

    for (const path of [eventCalendarPath(EVENT.id), '/events/calendar.ics']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const text = await response.text();
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      // Its start, written in UTC.
      expect(text).toContain(`DTSTART:${utcStamp(EVENT.startsAt)}\r\n`);
    }
  });
});

/**
 * On the events list, the floating button steps aside as the wheel at `at` scrolls the page down
 * by `down` px, out of sight and out of reach (nothing can focus it there), and comes back a
 * little way up. Returns the button.
 */
async function expectStepsAsideAndBack(page: Page, at: { x: number; y: number }, down: number) {
  await page.goto(ROUTES.events);
  const trigger = page.getByRole('button', { name: 'Share this page' });
  await expect(trigger).toBeVisible();
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, down);
  await expect(trigger).toBeHidden();
  await page.mouse.wheel(0, -200);
  await expect(trigger).toBeVisible();
  return trigger;
}

test.describe('floating share button', () => {
  test('shows once the site stylesheet is in effect, never unstyled before it', async ({
    page,
  }) => {
    // Its rules are not in the page's critical CSS (it is not in the HTML): React may well be
    // running before the stylesheet has arrived, and the button must wait for it, not move.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.css', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about/', { waitUntil: 'commit' });
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    // React has run, and then everything it had queued.
    await pageIdle(page);
    const trigger = page.getByRole('button', { name: 'Share this page' });
    await expect(trigger).toHaveCount(0);
    release();
    await expect(trigger).toBeVisible();
    const box = (await trigger.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
  });

  test('is not shown on sign-in and sign-up, where it would sit over the form', async ({
    page,
  }) => {
    for (const path of [ROUTES.signIn, ROUTES.signUp]) {
      await page.goto(path);
      // Rendered (hydrated, stylesheet in effect), and hidden by the page's own marker.
      const trigger = page.getByRole('button', { name: 'Share this page', includeHidden: true });
      await expect(trigger).toBeAttached();
      await expect(trigger).toBeHidden();
    }
  });

  test('its menu works by keyboard: Enter and Space open, arrows move, Escape closes', async ({
    page,
  }) => {
    await page.goto('/about/');
    const trigger = page.getByRole('button', { name: 'Share this page' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'WhatsApp' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Facebook' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Twitter' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'LinkedIn' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'LinkedIn' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'WhatsApp' })).toBeFocused();
    // A click outside closes it.
    await dismissableReady(menu);
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
  });

  test('a network item opens the popup for the current page with the default title', async ({
    page,
  }) => {
    await recordWindowOpen(page);
    await page.goto('/sponsors/');
    await page.getByRole('button', { name: 'Share this page' }).click();
    await page.getByRole('menuitem', { name: 'Twitter' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    const [url, , features] = (await opened(page))[0]!;
    expect(url).toBe(
      networks[1]!.url(`${SITE}/sponsors/`, `Check this out from ${getSite().name}`),
    );
    expect(features).toBe(await centredFeatures(page));
    await expect(page).toHaveURL(/\/sponsors\/$/);
  });

  test('its WhatsApp item is a wa.me link for the current page with the default title', async ({
    page,
  }) => {
    await page.goto('/gallery/');
    await page.getByRole('button', { name: 'Share this page' }).click();
    const whatsapp = page.getByRole('menuitem', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Check this out from ${getSite().name} ${SITE}/gallery/`)}`,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  test('Copy link in the menu copies the page URL and shows Copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/gallery/');
    await page.getByRole('button', { name: 'Share this page' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(toast(page, 'Link copied to clipboard')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE}/gallery/`);
  });

  test('offers the system share sheet only where the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    await page.goto('/events/');
    await page.getByRole('button', { name: 'Share this page' }).click();
    // The system sheet first: it holds every app, WhatsApp included.
    await expect(page.getByRole('menuitem').first()).toHaveText('More apps');
    await page.getByRole('menuitem', { name: 'More apps' }).click();
    expect(
      await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared),
    ).toEqual([{ title: `Check this out from ${getSite().name}`, url: `${SITE}/events/` }]);
  });

  test('without a system share sheet there is no More apps item', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto('/events/');
    await page.getByRole('button', { name: 'Share this page' }).click();
    await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'More apps' })).toHaveCount(0);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('sits bottom right, leaves the footer readable and is never hidden by its toast', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      const trigger = page.getByRole('button', { name: 'Share this page' });
      const fab = (await trigger.boundingBox())!;
      expect(fab.x + fab.width).toBeLessThanOrEqual(360 - 12);
      expect(fab.y + fab.height).toBeLessThanOrEqual(740 - 12);
      expect(fab.width).toBeGreaterThanOrEqual(44);

      // At the very bottom of the page, nothing of the footer is under the button.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const footerBits = page.locator('footer').getByRole('link');
      for (const box of await footerBits.evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        const overlaps =
          box.x < fab.x + fab.width &&
          box.x + box.width > fab.x &&
          box.y < fab.y + fab.height &&
          box.y + box.height > fab.y;
        expect(overlaps).toBe(false);
      }

      await trigger.click();
      await page.getByRole('menuitem', { name: 'Copy link' }).click();
      const message = toast(page, 'Link copied to clipboard');
      await expect(message).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      // The focus is back on the button, at the bottom of the screen.
      await expectToastAboveFocus(page, message, trigger);
    });

    test('steps aside while the visitor scrolls down, back on the way up and at the end', async ({
      page,
    }) => {
      const trigger = await expectStepsAsideAndBack(page, { x: 180, y: 300 }, 800);
      await page.mouse.wheel(0, 400);
      await expect(trigger).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(trigger).toBeVisible();
    });

    test('stays in reach of the keyboard: a focus it shows brings it back', async ({ page }) => {
      await page.goto(ROUTES.events);
      const trigger = page.getByRole('button', { name: 'Share this page' });
      await expect(trigger).toBeVisible();
      await page.mouse.move(180, 300);
      await page.mouse.wheel(0, 800);
      await expect(trigger).toBeHidden();
      // From a link in sight, Tab moves on down the page (a focus shown as the keyboard's): the
      // page still counts as scrolling down, yet the button is back, so Tab can reach it
      // wherever the page stands.
      await page.evaluate(() => {
        const inSight = [
          ...document.querySelectorAll<HTMLElement>('main a[href], main button'),
        ].find((control) => {
          const box = control.getBoundingClientRect();
          return box.top > 64 && box.bottom < innerHeight;
        });
        inSight!.focus();
      });
      await page.keyboard.press('Tab');
      await expect(page.locator('.share-fab-region')).toHaveAttribute('data-tucked', '');
      await expect(trigger).toBeVisible();
      await trigger.focus();
      await expect(trigger).toBeFocused();
    });
  });

  test('stays put while a wider screen scrolls down', async ({ page }) => {
    await page.goto(ROUTES.events);
    const trigger = page.getByRole('button', { name: 'Share this page' });
    await expect(trigger).toBeVisible();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 800);
    // Where a phone's would step aside (the page saw the scroll), it stays in sight.
    await expect(page.locator('.share-fab-region')).toHaveAttribute('data-tucked', '');
    await expect(trigger).toBeVisible();
  });

  test('steps aside on a short screen too (a phone on its side, a zoomed laptop)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 360 });
    await expectStepsAsideAndBack(page, { x: 400, y: 200 }, 600);
  });

  test('does not animate when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Share this page' });
    await expect(trigger).toBeVisible();
    // The region's transition exists only on a phone.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const element of [trigger, page.locator('.share-fab-region')]) {
      const durations = await element.evaluate((el) => getComputedStyle(el).transitionDuration);
      expect(Math.max(...durations.split(',').map(Number.parseFloat))).toBeLessThan(0.001);
    }
  });
});

test('share images, calendar feed and manifest are served with their content types', async ({
  page,
  request,
}) => {
  // The event page names its share image's file with a version (?v=, which hosting ignores).
  await page.goto(EVENT_PATH);
  const named = new URL(
    (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '',
  );
  expect(named.pathname).toBe(eventShareImagePath(EVENT.id));
  expect(named.search).toMatch(/^\?v=[0-9a-f]{12}$/);
  for (const path of [
    '/opengraph-image',
    eventShareImagePath(EVENT.id),
    `${named.pathname}${named.search}`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { theme_color: string; icons: { src: string }[] };
  expect(body.theme_color).toBe('#0b1b3a');
  for (const icon of body.icons) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});
