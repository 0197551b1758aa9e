import { type Page } from '@playwright/test';

import { getPageCopy } from '../lib/content/pages';
import { getSite } from '../lib/content/site';
import { osmEmbedUrl, osmLinkUrl, venueQuery } from '../lib/map';
import { expect, expectToastAboveFocus, test, toast, trackNetwork } from './fixtures';
import { capture, SEND_URL, sendRequest, type Captured } from './support/emailjs';

// EmailJS is answered with page.route, and every request it gets is checked field by field
// (e2e/support/emailjs.ts: the build's fictional EmailJS settings).
// The club's details are content (content/site.json): an organiser's edit breaks nothing.
const SITE = getSite();
const CLUB_EMAIL = SITE.contact.email;
/** The page's heading (content/pages.json). */
const HEADING = getPageCopy('contact').hero.title;
const SENT = "Message sent successfully! We'll get back to you soon.";
const FAILED = 'Failed to send message. Please try again.';
/** A little more than the form's minimum time between first touch and send (3 s). */
const MIN_FILL_MS = 3_500;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const message = {
  user_name: 'Asha Roy',
  user_email: 'asha@example.com',
  user_phone: '+91 98300 00000',
  subject: 'Join a Team',
  message: 'Hello! <b>Bold?</b> <script>alert(1)</script>\nSecond line.',
};

type Reply = { status: number; body?: string } | 'abort';

/** Answers EmailJS with the reply (once `hold` resolves) and records every request. */
async function answerEmailJs(page: Page, reply: Reply, hold: Promise<void> = Promise.resolve()) {
  const sent: Captured[] = [];
  await page.route(SEND_URL, async (route) => {
    sent.push(await capture(route.request()));
    await hold;
    if (reply === 'abort') return route.abort('failed');
    return route.fulfill({
      status: reply.status,
      contentType: 'text/plain',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: reply.body ?? (reply.status === 200 ? 'OK' : 'Error'),
    });
  });
  return sent;
}

/**
 * Answers EmailJS with a network failure (once `hold` resolves) until `succeed()` is called, then
 * with success; records every request.
 */
async function failUntilToldOtherwise(page: Page, hold: Promise<void> = Promise.resolve()) {
  let fail = true;
  const sent: Captured[] = [];
  await page.route(SEND_URL, async (route) => {
    sent.push(await capture(route.request()));
    if (fail) {
      await hold;
      return route.abort('failed');
    }
    return route.fulfill({
      status: 200,
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: 'OK',
    });
  });
  return { sent, succeed: () => (fail = false) };
}

/**
 * Opens the form with Playwright's clock installed (time flows as usual until a test moves it
 * on), so the form's minimum fill time and EmailJS's rate limit are crossed without waiting.
 */
async function openContact(page: Page) {
  await page.clock.install();
  await page.goto('/contact/');
  // The button is enabled once React has hydrated the form.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
}

/** Presses Send Message the way a person would: a few seconds after starting to write. */
async function send(page: Page) {
  await page.clock.fastForward(MIN_FILL_MS);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

/**
 * Presses Send Message again right after a failure toast, from the keyboard: the button keeps the
 * focus through a send, so a retry is one key away (the phone journey below proves the focus
 * stays without Playwright moving it there).
 */
async function sendAgain(page: Page) {
  await page.getByRole('button', { name: 'Send Message' }).press('Enter');
}

async function fill(page: Page, values: Partial<typeof message> = message) {
  if (values.user_name !== undefined)
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(values.user_name);
  if (values.user_email !== undefined)
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(values.user_email);
  if (values.user_phone !== undefined)
    await page
      .getByRole('textbox', { name: 'Phone (optional)', exact: true })
      .fill(values.user_phone);
  if (values.subject !== undefined)
    await page.getByRole('combobox', { name: 'Subject', exact: true }).selectOption(values.subject);
  if (values.message !== undefined)
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(values.message);
}

async function expectValues(page: Page, values: typeof message) {
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(
    values.user_name,
  );
  await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toHaveValue(
    values.user_email,
  );
  await expect(page.getByRole('textbox', { name: 'Phone (optional)', exact: true })).toHaveValue(
    values.user_phone,
  );
  await expect(page.getByRole('combobox', { name: 'Subject', exact: true })).toHaveValue(
    values.subject,
  );
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
    values.message,
  );
}

test('shows the club’s details, office hours and a lazily loaded map', async ({ page }) => {
  await openContact(page);
  await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
  const details = page.getByRole('region', { name: 'Reach the club' });
  await expect(details).toContainText(SITE.contact.address.street);
  const phones = details.getByRole('link', { name: /^\+?[\d\s]+/ });
  await expect(phones).toHaveCount(SITE.contact.phones.length);
  for (const [index, phone] of SITE.contact.phones.entries()) {
    // Dialled without the spaces it is written with.
    await expect(phones.nth(index)).toHaveAttribute(
      'href',
      `tel:${phone.number.replace(/\s/g, '')}`,
    );
    await expect(phones.nth(index)).toHaveAccessibleName(`${phone.number} ${phone.label}`);
  }
  await expect(details.getByRole('link', { name: CLUB_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CLUB_EMAIL}`,
  );
  for (const text of SITE.officeHours.flatMap(({ days, hours }) => [days, hours])) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  const social = details.getByRole('link', { name: /on Instagram/ });
  await expect(social).toHaveAttribute('target', '_blank');
  const directions = details.getByRole('link', { name: /^Get directions/ });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: venueQuery(getSite()) })}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');

  // No request goes to the map provider until the visitor asks for the map. The map is of the
  // club's coordinates (content/site.json), to within a few metres.
  const { latitude, longitude } = SITE.contact.coordinates;
  const mapRequests: string[] = [];
  await page.route('https://www.openstreetmap.org/**', (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>map</title>' });
  });
  const openInMaps = page.getByRole('link', { name: /Open in maps/ });
  await expect(openInMaps).toHaveAttribute('href', osmLinkUrl(SITE.contact.coordinates));
  const link = (await openInMaps.getAttribute('href'))!;
  expect(Number(new URL(link).searchParams.get('mlat'))).toBeCloseTo(latitude, 4);
  expect(Number(new URL(link).searchParams.get('mlon'))).toBeCloseTo(longitude, 4);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(mapRequests).toEqual([]);
  const network = trackNetwork(page);
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByTitle(new RegExp(`^Map showing ${getSite().name}`));
  await expect(map).toHaveAttribute('loading', 'lazy');
  const embed = osmEmbedUrl(SITE.contact.coordinates);
  await expect(map).toHaveAttribute('src', embed);
  // Exactly the embedded map of the club's point, asked for once, with its marker on the point.
  await network.settled();
  expect(mapRequests).toEqual([embed]);
  const [lat, lon] = new URL(mapRequests[0]!).searchParams.get('marker')!.split(',').map(Number);
  expect(lat).toBeCloseTo(latitude, 4);
  expect(lon).toBeCloseTo(longitude, 4);
});

test('loads the EmailJS SDK only when the visitor starts using the form', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  const network = trackNetwork(page);
  await openContact(page);
  await network.settled();
  const before = await Promise.all(scripts);
  expect(before.some((source) => source.includes('api.emailjs.com'))).toBe(false);
  const count = scripts.length;
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).focus();
  await expect
    .poll(async () =>
      (await Promise.all(scripts.slice(count))).some((s) => s.includes('api.emailjs.com')),
    )
    .toBe(true);
});

test('sends exactly the five fields through EmailJS, then resets the form', async ({ page }) => {
  let release = () => {};
  const sent = await answerEmailJs(
    page,
    { status: 200 },
    new Promise<void>((resolve) => (release = resolve)),
  );
  const google: string[] = [];
  page.on('request', (request) => {
    if (/^https:\/\/www\.(google|gstatic)\.com\//.test(request.url())) google.push(request.url());
  });
  await openContact(page);
  await fill(page, { ...message, user_name: `  ${message.user_name}  ` });
  await send(page);

  // Busy while EmailJS answers; a second submit is impossible.
  const busy = page.getByRole('button', { name: 'Sending…' });
  await expect(busy).toBeDisabled();
  await page.getByRole('textbox', { name: 'Message', exact: true }).press('Control+Enter');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).press('Enter');
  release();

  await expect(toast(page, SENT)).toBeVisible();
  expect(sent).toHaveLength(1);
  // The name as written, without the spaces around it.
  expect(sent[0]).toEqual(sendRequest(message));
  await expectValues(page, {
    user_name: '',
    user_email: '',
    user_phone: '',
    subject: '',
    message: '',
  });
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  // The draft went with the message.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  await expect(page.getByText('We kept the message you started earlier.')).toBeHidden();
  // This build has no reCAPTCHA site key: nothing of Google's loads, no token is sent.
  await expect(page.locator('#contact-recaptcha')).toHaveCount(0);
  expect(google).toEqual([]);
});

const NOT_WORKING = /Online sending is not working on this site/;

// One failure of each kind the form handles differently: a permanent one (offer email), a rate
// limit (wait, then try again) and a network failure (try again at once). Which status means
// which, and its exact wording, is tests/lib/contact/send-error.test.ts; here the real SDK's
// rejection reaches the form and nothing the visitor wrote is lost.
const failures: { name: string; reply: Reply; hint: RegExp }[] = [
  {
    name: '400 (a permanent failure)',
    reply: { status: 400, body: 'The template ID is invalid' },
    hint: NOT_WORKING,
  },
  {
    name: '429 (rate limit)',
    reply: { status: 429, body: 'Too Many Requests' },
    hint: /wait a minute/,
  },
  {
    name: 'an aborted request (network)',
    reply: 'abort',
    hint: /could not reach our email service/,
  },
];

for (const { name, reply, hint } of failures) {
  test(`keeps every value and offers email after ${name}`, async ({ page }) => {
    const sent = await answerEmailJs(page, reply);
    await openContact(page);
    await fill(page);
    await send(page);

    const failed = toast(page, FAILED);
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(hint);
    // Only a rate limit and a network failure are worth another try.
    const retry = reply === 'abort' || reply.status === 429;
    const description = failed.locator('[data-description]');
    await expect(description).toContainText(retry ? /try again/ : /Email us instead/);
    if (!retry) await expect(description).not.toContainText(/try again/);
    expect(sent).toHaveLength(1);
    await expectValues(page, message);
    await expect(page.getByText('Your message was not sent.')).toBeVisible();

    const mailto = new URL(
      (await page.getByRole('link', { name: 'Email us instead' }).getAttribute('href')) ?? '',
    );
    expect(mailto.protocol + mailto.pathname).toBe(`mailto:${CLUB_EMAIL}`);
    expect(mailto.searchParams.get('subject')).toBe('Join a Team (website contact form)');
    expect(mailto.searchParams.get('body')).toContain(message.message);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
}

test('keeps every value and offers email when EmailJS rejects a missing id (a string)', async ({
  page,
}) => {
  // Test builds only: blank the template id, so the real SDK rejects before sending anything.
  await page.addInitScript(() => {
    window.__E2E_EMAILJS_SETTINGS__ = { templateId: '' };
  });
  const sent = await answerEmailJs(page, { status: 200 });
  await openContact(page);
  await fill(page);
  await send(page);

  const failed = toast(page, FAILED);
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(NOT_WORKING);
  expect(sent).toHaveLength(0);
  await expectValues(page, message);
  await expect(page.getByRole('link', { name: 'Email us instead' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${CLUB_EMAIL}\\?`),
  );
});

test('a draft expires after 7 days, and can be discarded at any time', async ({ page }) => {
  await openContact(page);
  await fill(page);
  await page.clock.fastForward(6 * DAY);
  await page.reload();
  await expectValues(page, message);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Still here.');
  await page.clock.fastForward(7 * DAY + HOUR); // since that change
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('team-sportivo:contact-draft'))).toBeNull();

  await fill(page);
  const note = page.getByText('Kept as a draft in this browser for up to 7 days.');
  await expect(note).toBeVisible();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('');
  await expect(note).toBeHidden();
  // The button went with the note: the focus goes to the first field, and the change is said.
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Form cleared.' })).toBeAttached();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
});

test('keeps a draft across a reload', async ({ page }) => {
  await openContact(page);
  await fill(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expectValues(page, message);
  await expect(page.getByText('We kept the message you started earlier.')).toBeVisible();
  await expect(page.getByText(`${message.message.length} / 2000 characters`)).toBeVisible();

  await page.getByRole('button', { name: 'Clear form' }).click();
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('');
});

test('validates required fields, focuses the first invalid one and sends nothing', async ({
  page,
}) => {
  const sent = await answerEmailJs(page, { status: 200 });
  await openContact(page);
  await page.getByRole('button', { name: 'Send Message' }).click();

  const name = page.getByRole('textbox', { name: 'Full Name', exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Enter your full name.');
  await expect(
    page.getByRole('combobox', { name: 'Subject', exact: true }),
  ).toHaveAccessibleDescription('Select a subject.');
  await expect(
    page.getByRole('textbox', { name: 'Phone (optional)', exact: true }),
  ).not.toHaveAttribute('aria-invalid');
  await expect(
    page.getByRole('status').filter({ hasText: '4 fields need attention.' }),
  ).toBeAttached();

  await fill(page, { user_name: 'Asha Roy', user_email: 'asha@example', message: '   ' });
  await expect(name).not.toHaveAttribute('aria-invalid');
  await send(page);
  await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toBeFocused();
  await expect(
    page.getByRole('textbox', { name: 'Email Address', exact: true }),
  ).toHaveAccessibleDescription(/name@example\.com/);
  await expect(
    page.getByRole('textbox', { name: 'Message', exact: true }),
  ).toHaveAccessibleDescription(/Enter your message\./);
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(''); // whitespace trimmed away
  expect(sent).toHaveLength(0);
});

test('a filled honeypot (autofill can do it) sends nothing and says so, keeping the form', async ({
  page,
}) => {
  const sent = await answerEmailJs(page, { status: 200 });
  await openContact(page);
  await fill(page);
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await send(page);
  const failed = toast(page, FAILED);
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('your message could not be sent');
  await expect(toast(page, SENT)).toHaveCount(0);
  await expectValues(page, message);
  await expect(page.getByText('Your message was not sent.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email us instead' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${CLUB_EMAIL}\\?subject=Join%20a%20Team`),
  );
  expect(sent).toHaveLength(0);
});

test('refuses a send faster than a person can type and keeps the form', async ({ page }) => {
  const sent = await answerEmailJs(page, { status: 200 });
  await openContact(page);
  await fill(page);
  // Filled by a machine in well under 3 s, and sent at once.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, FAILED)).toContainText('quicker than anyone can type');
  await expectValues(page, message);
  expect(sent).toHaveLength(0);

  await send(page);
  await expect(toast(page, SENT)).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('one message a minute per browser: a second one waits, and is kept meanwhile', async ({
  page,
}) => {
  const sent = await answerEmailJs(page, { status: 200 });
  await openContact(page);
  // The wall clock (Date.now, which the rate limit reads) stands still from here and moves only
  // when the test sets it; timers and the fill-time guard's clock still run.
  const firstSentAt = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(firstSentAt);
  await fill(page);
  await send(page);
  await expect(toast(page, SENT)).toBeVisible();
  expect(sent).toHaveLength(1);

  // The next message goes MIN_FILL_MS after the first: 56.5 s of the minute are left, which
  // the form rounds up.
  const second = { ...message, message: 'One more thing.' };
  await fill(page, second);
  await page.clock.setFixedTime(firstSentAt + MIN_FILL_MS);
  await send(page);
  const refused = toast(page, FAILED);
  await expect(refused).toContainText('A message was sent from this browser a moment ago');
  await expect(refused).toContainText('Please wait 57 seconds, then press Send Message again.');
  await expectValues(page, second);
  expect(sent).toHaveLength(1);

  // A minute after the first message, the second goes.
  await page.clock.setFixedTime(firstSentAt + 60_000);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]).toEqual(sendRequest(second));
  // Sent: the form starts afresh (the first success toast may still be on screen).
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
});

test('a send that failed on the network does not count: the visitor can retry at once', async ({
  page,
}) => {
  const { sent, succeed } = await failUntilToldOtherwise(page);
  await openContact(page);
  await fill(page);
  await send(page);
  await expect(toast(page, FAILED)).toContainText('could not reach our email service');
  succeed();
  await sendAgain(page);
  await expect(toast(page, SENT)).toBeVisible();
  // The same message both times.
  expect(sent).toEqual([sendRequest(message), sendRequest(message)]);
});

test.describe('on a 360 px phone, from the keyboard', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Send keeps the focus through a failed send, its toast leaves it in view, and Enter tries again', async ({
    page,
  }) => {
    let release = () => {};
    const { sent, succeed } = await failUntilToldOtherwise(
      page,
      new Promise<void>((resolve) => (release = resolve)),
    );
    await openContact(page);
    await fill(page);
    await page.clock.fastForward(MIN_FILL_MS);
    const button = page.getByRole('button', { name: 'Send Message' });
    // Where it is for someone who has just written the message: at the bottom of the screen.
    await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await button.focus();
    await page.keyboard.press('Enter');

    // Refused while sending, but the focus stays (a disabled button would drop it to the page).
    const busy = page.getByRole('button', { name: 'Sending…' });
    await expect(busy).toBeFocused();
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    release();

    const failed = toast(page, FAILED);
    await expect(failed).toBeVisible();
    await expectToastAboveFocus(page, failed, button);
    expect(sent).toEqual([sendRequest(message)]);

    succeed();
    await page.keyboard.press('Enter');
    await expect(toast(page, SENT)).toBeVisible();
    expect(sent).toEqual([sendRequest(message), sendRequest(message)]);
  });
});

test.describe('with a reCAPTCHA site key', () => {
  // The test build has no site key; its test hook sets one before the page loads, as a build
  // with NEXT_PUBLIC_RECAPTCHA_SITE_KEY would have. Google's script is answered at the network
  // boundary by a small stand-in with the same API (render, reset, the onload callback).
  const SITE_KEY = '6Lc_test-site-key_0123456789abcdefghij';
  const SCRIPT = 'https://www.google.com/recaptcha/api.js';
  const FAKE_GRECAPTCHA = `(() => {
    const onload = new URL(document.currentScript.src).searchParams.get('onload');
    const boxes = [];
    let ticks = 0;
    window.grecaptcha = {
      render(container, parameters) {
        const box = document.createElement('button');
        box.type = 'button';
        box.setAttribute('role', 'checkbox');
        box.setAttribute('aria-checked', 'false');
        box.setAttribute('aria-label', "I'm not a robot");
        box.dataset.sitekey = parameters.sitekey;
        box.textContent = "I'm not a robot";
        box.addEventListener('click', () => {
          ticks += 1;
          box.setAttribute('aria-checked', 'true');
          parameters.callback('recaptcha-token-' + ticks);
        });
        container.append(box);
        boxes.push(box);
        return boxes.length - 1;
      },
      reset(id) {
        boxes[id].setAttribute('aria-checked', 'false');
      },
    };
    window[onload]();
  })();`;

  async function answerRecaptcha(page: Page, reply: 'script' | 'abort' = 'script') {
    const requested: string[] = [];
    await page.route(
      (url) => url.href.startsWith(SCRIPT),
      (route) => {
        requested.push(route.request().url());
        if (reply === 'abort') return route.abort('failed');
        return route.fulfill({ contentType: 'text/javascript', body: FAKE_GRECAPTCHA });
      },
    );
    await page.addInitScript((siteKey) => {
      window.__E2E_EMAILJS_SETTINGS__ = { recaptchaSiteKey: siteKey };
    }, SITE_KEY);
    return requested;
  }

  const robotCheck = (page: Page) => page.getByRole('checkbox', { name: "I'm not a robot" });
  /** The request to tick the check, under it (the status line repeats it for screen readers). */
  const tickRequest = (page: Page) => page.locator('#contact-recaptcha-error');

  test('the widget loads on the first interaction with the form and its token goes with the message', async ({
    page,
  }) => {
    const requested = await answerRecaptcha(page);
    const sent = await answerEmailJs(page, { status: 200 });
    const network = trackNetwork(page);
    await openContact(page);
    await network.settled();
    expect(requested).toEqual([]);
    await expect(page.getByText(/appears here when you start writing/)).toBeVisible();

    await page.getByRole('textbox', { name: 'Full Name', exact: true }).focus();
    await expect(robotCheck(page)).toHaveAttribute('data-sitekey', SITE_KEY);
    expect(requested).toHaveLength(1);
    const script = new URL(requested[0]!);
    expect(script.searchParams.get('render')).toBe('explicit');
    expect(script.searchParams.get('onload')).toBeTruthy();

    // Not ticked: the form asks for it, focuses it and sends nothing.
    await fill(page);
    await send(page);
    await expect(tickRequest(page)).toHaveText('Tick “I’m not a robot” before sending.');
    await expect(robotCheck(page)).toBeFocused();
    // Read out as it appears (the focus is in Google's frame, which says nothing of it).
    await expect(
      page.getByRole('status').filter({ hasText: 'Tick “I’m not a robot” before sending.' }),
    ).toBeAttached();
    expect(sent).toHaveLength(0);

    await robotCheck(page).click();
    await expect(page.getByText('Tick “I’m not a robot” before sending.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, SENT)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual(sendRequest(message, { 'g-recaptcha-response': 'recaptcha-token-1' }));
    // A token answers one send: the box is cleared for the next message.
    await expect(robotCheck(page)).toHaveAttribute('aria-checked', 'false');
    expect(requested).toHaveLength(1);
  });

  test('after a failed send the visitor ticks again, and the new token is sent', async ({
    page,
  }) => {
    await answerRecaptcha(page);
    let status = 500;
    const sent: Captured[] = [];
    await page.route(SEND_URL, async (route) => {
      sent.push(await capture(route.request()));
      return route.fulfill({
        status,
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: status === 200 ? 'OK' : 'Error',
      });
    });
    await openContact(page);
    await fill(page);
    await robotCheck(page).click();
    await send(page);
    await expect(toast(page, FAILED)).toBeVisible();
    await expect(robotCheck(page)).toHaveAttribute('aria-checked', 'false');
    status = 200;
    await sendAgain(page);
    await expect(tickRequest(page)).toHaveText('Tick “I’m not a robot” before sending.');
    await robotCheck(page).click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent.map((request) => request.fields['g-recaptcha-response'])).toEqual([
      'recaptcha-token-1',
      'recaptcha-token-2',
    ]);
  });

  test('when the check cannot load, the form says so, offers email and sends nothing', async ({
    page,
    pageErrors,
  }) => {
    const requested = await answerRecaptcha(page, 'abort');
    const sent = await answerEmailJs(page, { status: 200 });
    await openContact(page);
    await fill(page);
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toBeVisible();
    await send(page);
    await expect(toast(page, FAILED)).toContainText('could not load, so the form cannot send');
    await expect(page.getByRole('link', { name: 'Email us instead' })).toBeVisible();
    await expectValues(page, message);
    expect(sent).toHaveLength(0);
    expect(requested).toHaveLength(1);
    // The browser logs the blocked script as a failed resource load: expected here.
    expect(pageErrors.filter((error) => !error.includes('recaptcha'))).toEqual([]);
    pageErrors.length = 0;
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows the details, the form and the map link', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
    const [phone] = SITE.contact.phones;
    await expect(
      page.getByRole('main').getByRole('link', { name: `${phone!.number} ${phone!.label}` }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Subject', exact: true }).locator('option'),
    ).toHaveText([
      'Select a subject',
      'General Inquiry',
      'Join a Team',
      'Sponsorship',
      'Event Information',
      'Facility Rental',
      'Other',
    ]);
    // Playwright reads no text from a <noscript> element itself, so check its paragraph.
    await expect(page.locator('form noscript p')).toHaveText(
      `Sending this form needs JavaScript. Please email us at ${CLUB_EMAIL} instead.`,
    );
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByRole('link', { name: CLUB_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CLUB_EMAIL}`,
    );
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await expect(page.getByRole('link', { name: /Open in maps/ })).toBeVisible();
  });
});
