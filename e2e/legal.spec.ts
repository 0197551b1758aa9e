import { type Page } from '@playwright/test';

import {
  getLegalPage,
  LEGAL_SLUGS,
  legalPlainText,
  legalValues,
  type LegalPage,
} from '../lib/content/legal';
import { getSite } from '../lib/content/site';
import { siteConfig } from '../lib/site-config';
import { expect, test } from './fixtures';

// What each legal page must show is content/legal.json, read through the loader: an organiser's
// edit breaks nothing. That the Cookie Policy names what the site stores is the build's check
// (BROWSER_STORAGE_KEYS in lib/content/legal.ts), and that the site stores nothing else is
// checked at the end of every journey (e2e/fixtures.ts).
const SITE = getSite();
const CLUB_EMAIL = SITE.contact.email;

/** Legal text as a visitor reads it: placeholders filled in, a link's words, a code mark's text. */
const plain = (text: string) => legalPlainText(text, legalValues(SITE));

const pages = LEGAL_SLUGS.map((slug) => ({
  path: `/${slug}/`,
  legal: getLegalPage(slug),
}));

async function expectLegalPage(page: Page, legal: LegalPage) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(legal.title));
  await expect(page.getByText(plain(legal.summary), { exact: true })).toBeVisible();
  for (const section of legal.sections) {
    const heading = plain(section.heading);
    const region = page.getByRole('region', { name: heading, exact: true });
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(heading);
    // Every paragraph and every item of its lists, in order, and nothing else.
    await expect(region.locator('p, li')).toHaveText(section.blocks.flat().map(plain));
  }
  await expect(
    page.getByRole('main').getByRole('link', { name: CLUB_EMAIL }).first(),
  ).toHaveAttribute('href', `mailto:${CLUB_EMAIL}`);
}

for (const { path, legal } of pages) {
  test(`${path} is reachable from the footer and has its sections`, async ({ page }) => {
    // The footer's label for the page is the site's own (lib/site-config.ts).
    const footerLink = siteConfig.footer.legalLinks.find((link) => link.href === path);
    expect(footerLink, `a footer link to ${path}`).toBeDefined();
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: footerLink!.title })
      .click();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(`${plain(legal.title)} | ${SITE.name}`);
    await expectLegalPage(page, legal);

    // The table of contents jumps to each section.
    const last = legal.sections.at(-1)!;
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: plain(last.heading), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, legal } of pages) {
    test(`${path} reads without JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expectLegalPage(page, legal);
    });
  }
});
