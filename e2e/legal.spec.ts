import { type Page } from '@playwright/test';

import { getSite } from '../lib/content/site';
import { expect, test } from './fixtures';

const CLUB_EMAIL = getSite().contact.email;

const pages: {
  path: string;
  footerLink: string;
  heading: string;
  sections: string[];
  facts: RegExp[];
}[] = [
  {
    path: '/terms/',
    footerLink: 'Terms of Use',
    heading: 'Terms of Use',
    sections: ['Using the site', 'Accounts', 'Events and registration', 'Content and photos'],
    facts: [/external registration forms/, /coordinator’s decision is final/],
  },
  {
    path: '/privacy/',
    footerLink: 'Privacy Policy',
    heading: 'Privacy Policy',
    sections: [
      'If you create an account',
      'If you send us a message',
      'Other services, only when you use them',
      'Hosting and server logs',
    ],
    facts: [
      /Firebase Authentication/,
      /a unique user id \(uid\)/,
      /keeps your session in your browser’s local storage/,
      /Firebase Storage \(firebasestorage\.googleapis\.com\)/,
      /EmailJS \(emailjs\.com\)/,
      /keeps a draft of these five fields in your browser’s local storage/,
      /no analytics, no advertising/,
      /Firebase Hosting/,
    ],
  },
  {
    path: '/cookie/',
    footerLink: 'Cookie Policy',
    heading: 'Cookie Policy',
    sections: [
      'No tracking, no advertising',
      'What the site keeps in your browser',
      'How to remove it',
    ],
    facts: [/sets no cookies of its own/, /team-sportivo:contact-draft/, /firebase:authUser:/],
  },
  {
    path: '/accessibility/',
    footerLink: 'Accessibility',
    heading: 'Accessibility Statement',
    sections: ['Our aim', 'What we do', 'Known limitations', 'Tell us'],
    facts: [/WCAG\) 2\.2 at level AA/, /Skip to content/, /axe-core/],
  },
];

async function expectLegalPage(page: Page, { heading, sections, facts }: (typeof pages)[number]) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  for (const section of sections) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  const main = page.getByRole('main');
  for (const fact of facts) await expect(main).toContainText(fact);
  await expect(main.getByRole('link', { name: CLUB_EMAIL }).first()).toHaveAttribute(
    'href',
    `mailto:${CLUB_EMAIL}`,
  );
}

for (const legal of pages) {
  test(`${legal.path} is reachable from the footer and has its sections`, async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: legal.footerLink })
      .click();
    await expect(page).toHaveURL(legal.path);
    await expect(page).toHaveTitle(new RegExp(`^${legal.heading} \\|`));
    await expectLegalPage(page, legal);

    // The table of contents jumps to each section.
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: legal.sections[1] }).click();
    await expect(page).toHaveURL(/#.+$/);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const legal of pages) {
    test(`${legal.path} reads without JavaScript`, async ({ page }) => {
      await page.goto(legal.path);
      await expectLegalPage(page, legal);
    });
  }
});
