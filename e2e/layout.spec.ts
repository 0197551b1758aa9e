import { kolkataYear } from '../lib/clock/page';
import { getFests } from '../lib/content/fests';
import { getPageCopy } from '../lib/content/pages';
import { getSite, siteStats } from '../lib/content/site';
import { getAllEvents } from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { ROUTES } from '../lib/routes';
import { atPath, expect, recordLayoutShifts, test, trackNetwork } from './fixtures';
import { siteNow } from './site-now';
import { serveInTwoParts } from './support/two-part-page';

/** The events list's heading, content/pages.json's through the loader. */
const EVENTS_HEADING = getPageCopy('events').hero.title;

test.describe('header', () => {
  test('turns solid once the page is scrolled more than 50 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header[data-site-header]');
    await expect(header).toHaveAttribute('data-solid', 'false');
    const transparent = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(transparent).toBe('rgba(0, 0, 0, 0)');

    // Scroll to 50 px and let the page handle the scroll event and paint.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener(
            'scroll',
            () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            { once: true },
          );
          window.scrollTo(0, 50);
        }),
    );
    await expect(header).toHaveAttribute('data-solid', 'false');

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(11, 27, 58)');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('stays over the page on a phone; on a short screen (400% zoom) it scrolls away', async ({
    page,
  }) => {
    const header = page.locator('header[data-site-header]');
    const kept = async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
      return (await header.boundingBox())!;
    };
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(ROUTES.events);
    expect((await kept()).y).toBe(0);

    // A 1280 by 1024 screen at 400%: the header would take a quarter of the height for good.
    await page.setViewportSize({ width: 320, height: 256 });
    await page.reload();
    const box = await kept();
    expect(box.y + box.height).toBeLessThanOrEqual(0);
    // What the keyboard brings into view is not kept clear of a header that is not there.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop),
    ).toBe('16px');
  });

  test('shows Sign In and Join Us to a signed-out visitor', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin/');
    await expect(header.getByRole('link', { name: 'Join Us' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  test('dropdown groups open and close by keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const committee = nav.locator('summary', { hasText: 'Our Committee' });
    const mentors = nav.getByRole('link', { name: 'Mentors' });
    await expect(mentors).toBeHidden();

    await committee.focus();
    await page.keyboard.press('Enter');
    for (const name of ['Mentors', 'Core Committee', 'Working Committee', 'Volunteers']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    // Each name on one line: the menu is as wide as its longest.
    const lines = await committee
      .locator('xpath=..')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => {
          const text = document.createRange();
          text.selectNodeContents(link);
          return `${link.textContent}: ${text.getClientRects().length}`;
        }),
      );
    expect(lines).toEqual(lines.map((line) => line.replace(/\d+$/, '1')));
    await page.keyboard.press('Tab');
    await expect(mentors).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mentors).toBeHidden();
    await expect(committee).toBeFocused();

    // Opening one group closes the other.
    await page.keyboard.press('Space');
    await expect(mentors).toBeVisible();
    const fests = nav.locator('summary', { hasText: 'Fests' });
    await fests.click();
    await expect(nav.getByRole('link', { name: 'Xaplotes' })).toBeVisible();
    await expect(mentors).toBeHidden();

    // A click outside closes it.
    await page.locator('main h1').click();
    await expect(nav.getByRole('link', { name: 'Xaplotes' })).toBeHidden();
  });

  test('a dropdown link navigates and the dropdown closes', async ({ page }) => {
    await page.goto('/events/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Fests' }).click();
    const link = nav.getByRole('link', { name: 'Vibgyor' });
    await expect(link).toHaveAttribute('href', '/vibgyor/');
    await nav.locator('summary', { hasText: 'Fests' }).click();
    await expect(link).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens full screen, expands accordion groups and closes on a link tap', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.locator('header summary[aria-label="Open menu"]');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    const box = await menu.locator('xpath=..').boundingBox();
    expect(box?.width).toBe(360);

    await expect(menu.getByRole('link', { name: 'Core Committee' })).toBeHidden();
    await menu.locator('summary', { hasText: 'Our Committee' }).click();
    await expect(menu.getByRole('link', { name: 'Core Committee' })).toBeVisible();

    await menu.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events\/$/);
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: EVENTS_HEADING, exact: true }),
    ).toBeVisible();
  });

  test('closes on Escape and on route change by history', async ({ page }) => {
    await page.goto('/events/');
    await page.locator('header summary[aria-label="Open menu"]').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.locator('header summary[aria-label="Open menu"]').click();
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(atPath('/'));
    await page.locator('header summary[aria-label="Open menu"]').click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/events\/$/);
    await expect(menu).toBeHidden();
  });

  test('keeps Tab in the menu and the header while it is open, and frees the page after', async ({
    page,
  }) => {
    await page.goto('/events/');
    const toggle = page.locator('header summary[aria-label="Open menu"]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    const stops = await menu.locator('xpath=..').locator('a, summary').count();
    // Once round every stop of the menu and more: focus never reaches the page under it.
    for (let step = 0; step < stops + 4; step += 1) {
      await page.keyboard.press('Tab');
      // In the header or its menu, or past the document's end (the browser's own controls).
      expect(
        await page.evaluate(
          () =>
            document.activeElement === document.body ||
            Boolean(document.activeElement?.closest('header')),
        ),
        `Tab ${step + 1} stays in the header or its menu`,
      ).toBe(true);
    }
    // Inert, and (CSS, for before and without JavaScript) hidden under the menu.
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await expect(page.locator('main')).toHaveCSS('visibility', 'hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await page.getByRole('searchbox').focus();
    await expect(page.getByRole('searchbox')).toBeFocused();
  });

  test('closes when the screen widens to the desktop navigation, leaving the page usable', async ({
    page,
  }) => {
    await page.goto('/events/');
    await page.locator('header summary[aria-label="Open menu"]').click();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    // A tablet turned sideways, a window maximised: the header's own navigation takes over.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await page.getByRole('searchbox').click();
    await expect(page.getByRole('searchbox')).toBeFocused();
    // Narrow again, it stays closed until asked.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the menu offers Sign In and Join Us', async ({ page }) => {
    await page.goto('/');
    await page.locator('header summary[aria-label="Open menu"]').click();
    const panel = page.getByRole('navigation', { name: 'Mobile' }).locator('xpath=..');
    await expect(panel.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await panel.getByRole('link', { name: 'Join Us' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});

test.describe('footer', () => {
  test('has social, quick, team, contact and legal links with the current year', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: /on Instagram/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    await expect(quick.getByRole('link')).toHaveText([
      'Home',
      'About Us',
      'Gallery',
      'Events',
      'Sponsors',
    ]);
    const teams = footer.getByRole('navigation', { name: 'Teams' });
    await expect(teams.getByRole('link')).toHaveText(['Xaplotes', 'Vibgyor', 'Join Our Team']);
    // Each phone line with what it is for.
    await expect(footer.locator('a[href^="tel:"]')).toHaveText(
      getSite().contact.phones.map((phone) => phone.number + phone.label),
    );
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
      'Terms of Use',
      'Privacy Policy',
      'Cookie Policy',
      'Accessibility',
    ]);
    await expect(footer).toContainText(`© ${kolkataYear(siteNow().getTime())} ${getSite().name}`);
  });

  test("the year and the years stat follow the site's clock: they turn at midnight on January 1, Kolkata time", async ({
    page,
  }) => {
    const now = siteNow();
    const year = kolkataYear(now.getTime());
    await page.clock.install({ time: now });
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${year} ${getSite().name}`);
    // The home page's stats as of now, and as of the next year: the years stat turns with it.
    const stats = page.getByRole('region', { name: 'The club in numbers' });
    const statsAt = (time: number) => siteStats(getSite(), new Date(time));
    // Each stat's value, then its label, as the list writes them.
    const expectStats = (time: number) =>
      expect(stats).toHaveText(
        statsAt(time)
          .map((stat) => `${stat.value} ${stat.label}`)
          .join(''),
      );
    await expectStats(now.getTime());
    // A minute past Kolkata's midnight on January 1 of the next year.
    const newYear = Date.parse(`${year + 1}-01-01T00:01:00+05:30`);
    await page.clock.fastForward(newYear - now.getTime());
    await expect(footer).toContainText(`© ${year + 1} ${getSite().name}`);
    await expectStats(newYear);
  });
});

test('every navigation scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Upcoming Events' })
    .getByRole('link', { name: 'View All Events' })
    .scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page
    .getByRole('region', { name: 'Upcoming Events' })
    .getByRole('link', { name: 'View All Events' })
    .click();
  await expect(page).toHaveURL(/\/events\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page
    .locator('footer')
    .getByRole('link', { name: 'Sponsors', exact: true })
    .scrollIntoViewIfNeeded();
  await page.locator('footer').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a skip link jumps to the main content', async ({ page }) => {
  await page.goto('/events/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('a slow client-side navigation shows a loading spinner until the page arrives', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold back the events page's data (prefetch included) to imitate a slow network.
  await page.route(/\/events\/[^/]*\.txt/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  // Its live region is there before the spinner, so that the spinner's words are read out.
  await page.evaluate(() => {
    const regions = new Set(document.querySelectorAll('[aria-live="polite"]'));
    Object.assign(window, { regionsBefore: regions });
  });
  await page.locator('footer').getByRole('link', { name: 'Events', exact: true }).click();
  const spinner = page.getByText('Loading page…');
  await expect(spinner).toBeVisible();
  expect(
    await spinner.evaluate((element) => {
      const region = element.closest('[aria-live="polite"]');
      const before = (window as unknown as { regionsBefore: Set<Element> }).regionsBefore;
      return Boolean(region && before.has(region));
    }),
    'the spinner appears in a live region that was there before it',
  ).toBe(true);
  release();
  await expect(page).toHaveURL(/\/events\/$/);
  await expect(spinner).toBeHidden();
});

test('a link fetches its page ahead when the pointer is over it, not just because it is visible', async ({
  page,
}) => {
  const sponsorsRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/sponsors/')) sponsorsRequests.push(pathname);
  });
  const network = trackNetwork(page);
  await page.goto('/');
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sponsors' });
  await expect(link).toBeVisible();
  // Everything the page does by itself (idle-time prefetches of visible links included) is done.
  await network.settled();
  expect(sponsorsRequests).toEqual([]);

  await link.hover();
  await expect.poll(() => sponsorsRequests.length).toBeGreaterThan(0);
  // The navigation that follows is client-side: the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await link.click();
  await expect(page).toHaveURL(/\/sponsors\/$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

// A slow phone, or a busy one, draws a page while its HTML is still arriving. Each cut stops the
// page after an element until the browser has drawn what came; then the rest arrives, and
// nothing already drawn may move.
const AN_EVENT = eventPath(getAllEvents()[0]!.id);

/** A page cut after the first `end` that follows `from`, on a window `width` wide. */
type Cut = {
  route: string;
  /** The element it is cut after, for the test's name. */
  after: string;
  end: string;
  from: string;
  /** A selector that matches once the cut has been parsed. */
  seen: string;
  width: number;
  height?: number;
};

/** A page cut after its hero's heading, the rest to come. */
const afterHeading = (route: string, width: number): Cut => ({
  route,
  after: 'the heading',
  end: '</h1>',
  from: '<main',
  seen: 'main h1',
  width,
});

const CUTS: Cut[] = [
  // The header: its first frame waits for <main> (app/layout.tsx), wherever it is cut, on a
  // laptop (the nav before the buttons that follow it) and on a phone (the logo before the
  // menu button).
  {
    route: '/',
    after: "the header's logo",
    end: '</a>',
    from: '<header',
    seen: 'header a',
    width: 360,
  },
  {
    route: '/events/',
    after: "the nav's first link",
    end: '</li>',
    from: '<nav',
    seen: 'header nav li',
    width: 1280,
  },
  {
    route: '/events/',
    after: 'the nav',
    end: '</nav>',
    from: '<header',
    seen: 'header nav',
    width: 1280,
  },
  // A page's hero: its heading before the rest (the home page's text was centred, and moved
  // up; an event page's picture was centred beside its text from 1024 px, and moved down).
  afterHeading('/events/', 360),
  afterHeading('/', 360),
  afterHeading('/', 1280),
  afterHeading(AN_EVENT, 1280),
  // The home page's figures: a figure's number before its label (the label came first in the
  // HTML, drawn alone at the top, and moved down when the number came).
  {
    route: '/',
    after: "the first figure's number",
    end: '</span>',
    from: 'aria-label="The club in numbers"',
    seen: 'section[aria-label="The club in numbers"] li span',
    width: 360,
    height: 1600,
  },
  // A fest's "At a glance" card: a fact's label before its value (label and icon were centred
  // in their row, and moved up when the value came). A tall window, to see it drawn.
  {
    route: `/${getFests()[0]!.id}/`,
    after: "the first fact's label",
    end: '</dt>',
    from: 'id="about-fest"',
    seen: '#about-fest dt',
    width: 1280,
    height: 1600,
  },
];

test.describe('drawn while the page arrives', () => {
  for (const cut of CUTS) {
    test(`${cut.route} cut after ${cut.after} at ${cut.width} px: nothing drawn moves when the rest arrives`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: cut.width, height: cut.height ?? 800 });
      const site = await serveInTwoParts(baseURL!, cut.route, (html) => {
        const at = html.indexOf(cut.end, html.indexOf(cut.from));
        expect(at, `${cut.end} after ${cut.from}`).toBeGreaterThan(html.indexOf('<body'));
        return at + cut.end.length;
      });
      try {
        const shifts = await recordLayoutShifts(page);
        await page.exposeBinding('sendRest', () => site.sendRest());
        await page.addInitScript((seen) => {
          const win = window as unknown as {
            sendRest(): void;
            firstFrameHadMain?: boolean;
            layoutShiftScope?: WeakSet<Node>;
          };
          const header = new MutationObserver(() => {
            if (!document.querySelector('header')) return;
            header.disconnect();
            requestAnimationFrame(() => {
              win.firstFrameHadMain = document.getElementById('main') !== null;
            });
          });
          header.observe(document, { childList: true, subtree: true });
          const cutReached = new MutationObserver(() => {
            if (!document.querySelector(seen)) return;
            cutReached.disconnect();
            // A page held for an element not yet parsed (a render-blocking <link rel="expect">)
            // draws no frame, so the rest is sent at once; otherwise after two frames of what
            // came (the parser reaches the cut within the first).
            const links = document.querySelectorAll<HTMLLinkElement>(
              'head link[rel~="expect"][blocking~="render"]',
            );
            const held = [...links].some(
              (link) =>
                matchMedia(link.media || 'all').matches &&
                !document.getElementById(new URL(link.href).hash.slice(1)),
            );
            if (held) {
              win.sendRest();
              return;
            }
            // What counts is what was drawn before the rest came (recordLayoutShifts): the rest
            // may be drawn half-parsed on its way in, as any page is on a slow network (a badge
            // whose words had not come yet, at the end of its row, then on the next).
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const scope = (win.layoutShiftScope = new WeakSet<Node>());
                const walker = document.createTreeWalker(document);
                for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
                  scope.add(node);
                }
                win.sendRest();
              }),
            );
          });
          cutReached.observe(document, { childList: true, subtree: true });
        }, cut.seen);
        await page.goto(site.url);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // The header is never drawn half-parsed (app/layout.tsx).
        await expect
          .poll(
            () =>
              page.evaluate(
                () => (window as unknown as { firstFrameHadMain?: boolean }).firstFrameHadMain,
              ),
            { message: 'the first frame came once <main> had begun' },
          )
          .toBe(true);
        expect(await shifts.list()).toEqual([]);
      } finally {
        await site.close();
      }
    });
  }
});
