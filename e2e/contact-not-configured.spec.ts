import { getSite } from '../lib/content/site';
import { expect, test, trackNetwork } from './fixtures';

// Runs against a build with no EmailJS settings (the fest copy of `npm run test:fest`): what a
// newcomer gets from `npm start`. The form must say so and offer email, never pretend.
const CLUB_EMAIL = getSite().contact.email;

test('without EmailJS settings the form says online sending is not set up and offers email', async ({
  page,
}) => {
  const emailJs: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('emailjs.com')) emailJs.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  const network = trackNetwork(page);
  await page.goto('/contact/');

  const note = page.getByRole('note');
  await expect(note).toHaveText(
    `Online sending is not set up on this copy of the site, so this form cannot send your message itself. Write it here and choose Email us instead: your email app opens with the subject and message filled in. Or write to ${CLUB_EMAIL}.`,
    { useInnerText: true },
  );
  await expect(page.getByRole('note').getByRole('link', { name: CLUB_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CLUB_EMAIL}`,
  );
  // No pretend send button.
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);

  // What the visitor writes goes into the email link, so nothing typed is lost.
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Asha Roy');
  await page.getByRole('combobox', { name: 'Subject', exact: true }).selectOption('Sponsorship');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Can we talk?');
  const link = page.getByRole('link', { name: 'Email us instead' });
  await expect(link).toHaveAttribute('href', /body=Can%20we%20talk%3F/);
  const mailto = new URL((await link.getAttribute('href')) ?? '');
  expect(mailto.protocol + mailto.pathname).toBe(`mailto:${CLUB_EMAIL}`);
  expect(mailto.searchParams.get('subject')).toBe('Sponsorship (website contact form)');
  expect(mailto.searchParams.get('body')).toBe('Can we talk?\n\nAsha Roy');

  // Nothing of EmailJS is downloaded or contacted, once the page has done all it does.
  await network.settled();
  expect((await Promise.all(scripts)).some((source) => source.includes('api.emailjs.com'))).toBe(
    false,
  );
  expect(emailJs).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the notice asks for the message in the email app: only a script can copy it there', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const note = page.getByRole('note');
    await expect(note).toHaveText(
      `Online sending is not set up on this copy of the site, so this form cannot send your message itself. Please write your message in your email app: choose Email us instead, or write to ${CLUB_EMAIL}.`,
      { useInnerText: true },
    );
    await expect(note.getByRole('link', { name: CLUB_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CLUB_EMAIL}`,
    );
    // The link it names is there and opens a blank email to the club.
    const mailto = new URL(
      (await page.getByRole('link', { name: 'Email us instead' }).getAttribute('href')) ?? '',
    );
    expect(mailto.protocol + mailto.pathname).toBe(`mailto:${CLUB_EMAIL}`);
    expect(mailto.searchParams.get('subject')).toBe('Website contact form');
  });
});
