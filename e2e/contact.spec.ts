import { type Page, type Request } from '@playwright/test';

import { expect, test, toast } from './fixtures';

// The e2e build has fictional EmailJS settings (see the README's test command):
// NEXT_PUBLIC_EMAILJS_PUBLIC_KEY=test-public-key NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_test
// NEXT_PUBLIC_EMAILJS_TEMPLATE_ID=template_test. EmailJS itself is answered with page.route.
const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send-form';
const CLUB_EMAIL = 'hello@team-sportivo.example';
const SENT = "Message sent successfully! We'll get back to you soon.";
const FAILED = 'Failed to send message. Please try again.';

const message = {
  user_name: 'Asha Roy',
  user_email: 'asha@example.com',
  user_phone: '+91 98300 00000',
  subject: 'Join a Team',
  message: 'Hello! <b>Bold?</b> <script>alert(1)</script>\nSecond line.',
};

type Reply = { status: number; body?: string } | 'abort';
type Captured = { method: string; url: string; fields: Record<string, string> };

async function fieldsOf(request: Request): Promise<Record<string, string>> {
  const form = await new Response(Uint8Array.from(request.postDataBuffer() ?? []), {
    headers: { 'content-type': (await request.allHeaders())['content-type'] ?? '' },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
}

/** Answers EmailJS with the reply (once `hold` resolves) and records every request. */
async function answerEmailJs(page: Page, reply: Reply, hold: Promise<void> = Promise.resolve()) {
  const sent: Captured[] = [];
  await page.route(SEND_URL, async (route) => {
    const request = route.request();
    sent.push({ method: request.method(), url: request.url(), fields: await fieldsOf(request) });
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

async function openContact(page: Page) {
  await page.goto('/contact/');
  // The button is enabled once React has hydrated the form.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
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
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Reach the club' });
  await expect(details).toContainText('Campus Sports Complex, Sector V, Salt Lake');
  const phones = details.getByRole('link', { name: /^\+91 90000 0000[123]/ });
  await expect(phones).toHaveCount(3);
  await expect(phones.first()).toHaveAttribute('href', 'tel:+919000000001');
  await expect(details.getByRole('link', { name: CLUB_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CLUB_EMAIL}`,
  );
  for (const text of ['Mon-Fri', '9am-5pm', 'Sat', '10am-2pm (on call)', 'Sun', 'Closed']) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  const social = details.getByRole('link', { name: /on Instagram/ });
  await expect(social).toHaveAttribute('target', '_blank');

  // No request goes to the map provider until the visitor asks for the map.
  const mapRequests: string[] = [];
  await page.route('https://www.openstreetmap.org/**', (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>map</title>' });
  });
  const openInMaps = page.getByRole('link', { name: /Open in maps/ });
  await expect(openInMaps).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=22\.57350&mlon=88\.43310/,
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByTitle(/^Map showing Team Sportivo/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
  );
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
});

test('loads the EmailJS SDK only when the visitor starts using the form', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await openContact(page);
  await page.waitForLoadState('networkidle');
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
  await openContact(page);
  await fill(page, { ...message, user_name: `  ${message.user_name}  ` });
  await page.getByRole('button', { name: 'Send Message' }).click();

  // Busy while EmailJS answers; a second submit is impossible.
  const busy = page.getByRole('button', { name: 'Sending…' });
  await expect(busy).toBeDisabled();
  await page.getByRole('textbox', { name: 'Message', exact: true }).press('Control+Enter');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).press('Enter');
  release();

  await expect(toast(page, SENT)).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toEqual({
    method: 'POST',
    url: SEND_URL,
    fields: {
      ...message,
      // Multipart form data encodes line breaks as CRLF.
      message: message.message.replace(/\n/g, '\r\n'),
      lib_version: '4.4.1',
      service_id: 'service_test',
      template_id: 'template_test',
      user_id: 'test-public-key',
    },
  });
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
  await expect(page.getByText('We kept the message you started earlier.')).toHaveCount(0);
});

const failures: { name: string; reply: Reply; hint: RegExp }[] = [
  {
    name: '451 (headless browser)',
    reply: { status: 451, body: 'Unavailable For Headless Browser' },
    hint: /automated browser/,
  },
  {
    name: '403 (block list)',
    reply: { status: 403, body: 'Forbidden' },
    hint: /refused this message/,
  },
  {
    name: '429 (rate limit)',
    reply: { status: 429, body: 'Too Many Requests' },
    hint: /wait a minute/,
  },
  {
    name: '500 (service error)',
    reply: { status: 500, body: 'Internal Server Error' },
    hint: /error 500/,
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
    await page.getByRole('button', { name: 'Send Message' }).click();

    const failed = toast(page, FAILED);
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(hint);
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
  await page.getByRole('button', { name: 'Send Message' }).click();

  const failed = toast(page, FAILED);
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Online sending is not set up correctly on this copy');
  expect(sent).toHaveLength(0);
  await expectValues(page, message);
  await expect(page.getByRole('link', { name: 'Email us instead' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${CLUB_EMAIL}\\?`),
  );
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
  await page.getByRole('button', { name: 'Send Message' }).click();
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

test('silently drops a submission that filled the honeypot', async ({ page }) => {
  const sent = await answerEmailJs(page, { status: 200 });
  await openContact(page);
  await fill(page);
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, SENT)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('');
  expect(sent).toHaveLength(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows the details, the form and the map link', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: '+91 90000 00001 Sports secretary' }),
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
