import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

import { getPageCopy } from '../lib/content/pages';
import { getAllEvents } from '../lib/events/content';
import { readDrawFiles } from '../lib/events/draw/load';
import { eventPath } from '../lib/events/paths';
import { expect, test, toast, toastSettled, trackNetwork } from './fixtures';
import { registrationNow } from './site-now';
import { expectNoAxeViolations as expectNoViolations } from './support/axe';
import { contrastOf } from './support/contrast';
import { capture, SEND_URL, sendRequest, type Captured } from './support/emailjs';
import { focusCoveredBy } from './support/focus';

// WCAG 2.2 A and AA rules (axe-core) in every open state, and what a keyboard alone can do.
// Every route's own check (on a phone and at 1280 px) is in every-route.spec.ts.
test('axe: the 404 page', async ({ page }) => {
  const network = trackNetwork(page);
  await page.goto('/missing/page/');
  await network.settled();
  await expectNoViolations(page);
});

test.describe('axe: open states', () => {
  test('desktop dropdown open', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .locator('summary', { hasText: 'Fests' })
      .click();
    await expect(page.getByRole('link', { name: 'Xaplotes' }).first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('mobile menu open with a group expanded', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.locator('header summary[aria-label="Open menu"]').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.locator('summary', { hasText: 'Our Committee' }).click();
    await expect(menu.getByRole('link', { name: 'Mentors' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('gallery lightbox open', async ({ page }) => {
    await page.goto('/gallery/');
    await page
      .getByRole('button', { name: /^Open image:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
  });

  test('share menu open', async ({ page }) => {
    await page.goto('/events/');
    await page.getByRole('button', { name: 'Share this page' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page);
  });

  test('a toast on screen', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/events/');
    await page.getByRole('button', { name: 'Share this page' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    const message = toast(page, 'Link copied to clipboard');
    await expect(message).toBeVisible();
    await toastSettled(message);
    await expectNoViolations(page);
  });

  test('contact form errors', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoViolations(page);
  });

  test('contact form with a draft kept from before', async ({ page }) => {
    await page.goto('/contact/');
    const name = page.getByRole('textbox', { name: 'Full Name', exact: true });
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await name.fill('Asha K.');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Clear form' })).toBeVisible();
    await expect(name).toHaveValue('Asha K.');
    await expectNoViolations(page);
  });

  test('share menu: the item the arrow keys reach is outlined', async ({ page }) => {
    await page.goto('/events/');
    const share = page.getByRole('button', { name: 'Share this page' });
    await expect(share).toBeEnabled();
    // From the keyboard, so the focus shows as it does for a keyboard user: it is last.
    await page.keyboard.press('Shift+Tab');
    await expect(share).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const item = page.locator('[role="menuitem"][data-highlighted]');
    await expect(item).toBeFocused();
    const outline = await item.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('account menu open, signed in', async ({ page, request }) => {
    const email = `axe-${Date.now()}@example.com`;
    const created = await request.post(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key',
      { data: { email, password: 'correct-horse-7', returnSecureToken: true } },
    );
    expect(created.ok()).toBe(true);
    await page.goto('/signin/');
    const signInTitle = await page.title();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct-horse-7');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Signed in, the site goes to the home page in the browser (router.push): the menu is checked
    // there, once it has loaded. The new page's <title> can come in after its heading, and for a
    // moment neither page's is in the document (axe run then finds no title), so what is waited
    // for is the sign-in page's title gone and another one in.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveTitle(signInTitle);
    await expect(page).toHaveTitle(/\S/);
    const trigger = page
      .locator('header')
      .getByRole('button', { name: `Account menu for ${email}` })
      .first();
    await trigger.click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('sign-up form error', async ({ page }) => {
    await page.goto('/signup/');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel('Confirm Password').fill('secret-two');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'match' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('keyboard only', () => {
  const SCREENS = [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ];

  /** Presses Tab until `target` has focus (at most `limit` times). */
  async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
    for (let step = 0; step < limit; step += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('target never received focus');
  }

  test('header: reach a dropdown, open it and follow a link', async ({ page }) => {
    await page.goto('/');
    const summary = page
      .getByRole('navigation', { name: 'Main' })
      .locator('summary', { hasText: 'Our Committee' });
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Core Committee' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/teams\/cc\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getPageCopy('cc').hero.title);
  });

  test('gallery: open the lightbox, move, leave, and focus comes back', async ({ page }) => {
    await page.goto('/gallery/');
    const first = page.getByRole('button', { name: /^Open image:/ }).first();
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const caption = await dialog.locator('figcaption').innerText();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('figcaption')).not.toHaveText(caption);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('register for an event', async ({ page, context }) => {
    // The first event taking registrations, from the loader.
    const event = getAllEvents().find((entry) => registrationNow(entry).open);
    const registration = event && registrationNow(event);
    if (!event || !registration?.open) throw new Error('no event takes registrations');
    // Its form, wherever the organiser put it, is answered here.
    await context.route(`${new URL(registration.formLink).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Form</title><h1>Form</h1>' }),
    );
    await page.goto(eventPath(event.id));
    const register = page.getByRole('link', { name: /^Register Now/ });
    await tabTo(page, register);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(registration.formLink);
  });

  test('send the contact form', async ({ page }) => {
    const sent: Captured[] = [];
    await page.route(SEND_URL, async (route) => {
      sent.push(await capture(route.request()));
      return route.fulfill({
        status: 200,
        body: 'OK',
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    });
    // The form refuses a send less than 3 s after it was first touched: the clock moves on.
    await page.clock.install();
    await page.goto('/contact/');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await tabTo(page, page.getByRole('textbox', { name: 'Full Name', exact: true }));
    await page.keyboard.type('Keyboard Player');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+91 90000 00009');
    await page.keyboard.press('Tab');
    const subject = page.getByRole('combobox', { name: 'Subject', exact: true });
    await expect(subject).toBeFocused();
    // Arrow keys change a closed select: "Select a subject" → General Inquiry → Join a Team.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(subject).toHaveValue('Join a Team');
    await tabTo(page, page.getByRole('textbox', { name: 'Message', exact: true }), 5);
    await page.keyboard.type('I would like to try out for the futsal team.');
    await tabTo(page, page.getByRole('button', { name: 'Send Message' }), 10);
    await page.clock.fastForward(3_500);
    await page.keyboard.press('Enter');
    await expect(
      toast(page, "Message sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    // What the keyboard wrote, and nothing else.
    expect(sent).toEqual([
      sendRequest({
        user_name: 'Keyboard Player',
        user_email: 'keys@example.com',
        user_phone: '+91 90000 00009',
        subject: 'Join a Team',
        message: 'I would like to try out for the futsal team.',
      }),
    ]);
  });

  // Forty Tab presses on five pages, on a laptop and on a phone; the page itself notes each
  // focused element's outline.
  for (const [route, screen] of [
    '/',
    eventPath(getAllEvents()[0]!.id),
    '/gallery/',
    '/contact/',
    '/signin/',
  ].flatMap((path) => SCREENS.map((size) => [path, size] as const))) {
    test(`every focusable element shows where focus is: ${route} at ${screen.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.goto(route);
      await page.evaluate(() => {
        const seen: { name: string; visible: boolean }[] = [];
        (window as unknown as { focusSeen: typeof seen }).focusSeen = seen;
        document.addEventListener('focusin', (event) => {
          const el = event.target as HTMLElement;
          const style = getComputedStyle(el);
          seen.push({
            name: `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''}`,
            visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          });
        });
      });
      const covered = new Set<string>();
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        const cover = await focusCoveredBy(page);
        if (cover) covered.add(cover);
      }
      const seen = await page.evaluate(
        () => (window as unknown as { focusSeen: { name: string; visible: boolean }[] }).focusSeen,
      );
      const first = new Map<string, boolean>();
      for (const focus of seen) if (!first.has(focus.name)) first.set(focus.name, focus.visible);
      expect(first.size).toBeGreaterThan(10);
      const unseen = [...first].filter(([, visible]) => !visible).map(([name]) => name);
      expect(unseen, `elements on ${route} whose focus shows no outline`).toEqual([]);
      // Nothing the keyboard reaches hides under the fixed header or the floating share button,
      // not even in part (WCAG 2.2, 2.4.11 asks for none entirely hidden; the page scrolls each
      // clear of both, html's scroll-padding in app/globals.css).
      expect([...covered], `focused elements on ${route} partly covered`).toEqual([]);
    });
  }
});

/** The relative luminance of an sRGB colour (WCAG 2.2). */
function luminance(r: number, g: number, b: number): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

test('the floating Share button’s focus ring shows at 3:1 over the dark footer', async ({
  page,
}) => {
  // WCAG 2.2, 1.4.11: the indicator must stand out from what is around it. The button floats
  // over every surface, and reached by Tab (it is last) the page is at its navy footer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const fab = page.getByRole('button', { name: 'Share this page' });
  await expect(fab).toBeEnabled();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => innerHeight + scrollY >= document.body.scrollHeight - 1))
    .toBe(true);
  const box = (await fab.boundingBox())!;
  const clip = { x: box.x - 12, y: box.y - 12, width: box.width + 24, height: box.height + 24 };
  const pixels = async () => {
    const shot = await page.screenshot({ clip, animations: 'disabled' });
    return sharp(shot).removeAlpha().raw().toBuffer();
  };
  const before = await pixels();
  // Reached from the keyboard (it is the last stop), as a keyboard user reaches it.
  await page.keyboard.press('Shift+Tab');
  // Focus is intent: the menu's code arrives and its trigger takes the place and the focus.
  await expect(fab).toHaveAttribute('data-state', 'closed');
  await expect(fab).toBeFocused();
  await expect.poll(() => fab.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  const after = await pixels();
  // Pixels the focus changed by a contrast of at least 3:1: a ring around the 56 px button
  // (its circumference is about 180 px) at least 2 px thick.
  let contrasting = 0;
  for (let at = 0; at < before.length; at += 3) {
    const [a, b] = [before, after].map((image) =>
      luminance(image[at]!, image[at + 1]!, image[at + 2]!),
    );
    if ((Math.max(a!, b!) + 0.05) / (Math.min(a!, b!) + 0.05) >= 3) contrasting += 1;
  }
  expect(contrasting).toBeGreaterThanOrEqual(2 * Math.PI * (box.width / 2 + 2) * 2);
});

test('motion is switched off for visitors who ask for less', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const duration = await page
    .locator('header[data-site-header]')
    .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(duration).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const normal = await page
    .locator('header[data-site-header]')
    .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(normal).toBeGreaterThan(0.1);
});

test('form fields show their edges at 3:1 and their placeholders at 4.5:1', async ({ page }) => {
  // WCAG 2.2, 1.4.11 and 1.4.3, which axe checks only for text: each field's border against
  // the field and against what is around it, and the hint text it shows while empty.
  const drawn = readDrawFiles().map(({ file }) => path.basename(file, '.json'));
  const withDraw = getAllEvents().find((event) => drawn.includes(event.id));
  expect(withDraw, 'an event with a draw (its draw finder)').toBeDefined();
  for (const route of ['/events/', '/contact/', eventPath(withDraw!.id)]) {
    await page.goto(route);
    await expect(
      page.locator('select:visible').or(page.locator('input:visible')).first(),
    ).toBeVisible();
    // Those shown to people (the contact form's trap for bots is hidden from them).
    const shown = page.locator(':is(input, select, textarea):not([aria-hidden="true"] *):visible');
    const fields: { field: string; edge: number; placeholder: number | null }[] = [];
    for (const control of await shown.all()) {
      const field = (await control.getAttribute('id')) ?? (await control.getAttribute('name'))!;
      fields.push({ field, ...(await contrastOf(control)) });
    }
    expect(fields.length, `form fields on ${route}`).toBeGreaterThan(0);
    for (const { field, edge, placeholder } of fields) {
      expect(edge, `${route} ${field}: its border`).toBeGreaterThanOrEqual(3);
      if (placeholder !== null) {
        expect(placeholder, `${route} ${field}: its placeholder`).toBeGreaterThanOrEqual(4.5);
      }
    }
  }
});

test('the current page is marked in the menus by more than its colour', async ({ page }) => {
  // WCAG 2.2, 1.4.1: orange against the other links' white is 2.1:1, so it is underlined too.
  const underlined = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => getComputedStyle(element).textDecorationLine);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/events/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await underlined(main.getByRole('link', { name: 'Events', exact: true }))).toBe(
    'underline',
  );
  expect(await underlined(main.getByRole('link', { name: 'Home', exact: true }))).toBe('none');
  await page.goto('/teams/mentors/');
  expect(await underlined(main.locator('summary', { hasText: 'Our Committee' }))).toBe('underline');
  expect(await underlined(main.locator('summary', { hasText: 'Fests' }))).toBe('none');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator('header summary[aria-label="Open menu"]').click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await mobile.locator('summary', { hasText: 'Our Committee' }).click();
  const current = mobile.getByRole('link', { name: 'Mentors' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  expect(await underlined(current)).toBe('underline');
});
