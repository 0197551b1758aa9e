import type { Page } from '@playwright/test';

import { getPageCopy } from '../lib/content/pages';
import { getSponsors, getSponsorTiers } from '../lib/content/sponsors';
import { expect, test } from './fixtures';

// What the page must show, read through the loaders: an organiser's edit breaks nothing.
const SPONSORS = getSponsors();
const TIERS = getSponsorTiers();
const POPULAR = TIERS.filter((tier) => tier.popular);

/** "$10,000": whole US dollars with thousands separated. */
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

async function expectSponsorsContent(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: getPageCopy('sponsors').hero.title, exact: true }),
  ).toBeVisible();

  const cards = page.getByRole('region', { name: 'Our Sponsors' }).getByRole('listitem');
  await expect(cards).toHaveCount(SPONSORS.length);
  for (const [index, sponsor] of SPONSORS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(sponsor.name);
    await expect(card.getByText(`Level: ${sponsor.level}`)).toBeVisible();
    await expect(card.getByRole('img', { name: `${sponsor.name} logo` })).toBeVisible();
  }

  const tiers = page.getByRole('region', { name: 'Sponsorship Tiers' }).getByRole('group');
  await expect(tiers).toHaveCount(TIERS.length);
  for (const [index, tier] of TIERS.entries()) {
    const card = tiers.nth(index);
    await expect(card).toHaveAccessibleName(tier.name);
    await expect(card.getByText(usd(tier.priceUsd), { exact: true })).toBeVisible();
    await expect(card.getByText('/year', { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(tier.features);
    const link = card.getByRole('link', { name: `Become a ${tier.name} Sponsor` });
    await expect(link).toHaveAttribute('href', '/contact/');
  }
  // The tier marked popular (at most one) carries the badge, and no other.
  await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(POPULAR.length);
  for (const tier of POPULAR) {
    await expect(
      page.getByRole('group', { name: tier.name }).getByText('Most Popular'),
    ).toBeVisible();
  }

  const cta = page.getByRole('region', { name: 'Need a custom package?' });
  await expect(
    cta.getByRole('link', { name: 'Talk to us about a custom package' }),
  ).toHaveAttribute('href', '/contact/');
}

test.describe('sponsors', () => {
  test('shows the sponsors with their levels, the priced tiers and the custom-package call to action', async ({
    page,
  }) => {
    await page.goto('/sponsors/');
    await expectSponsorsContent(page);
    // Every logo really loaded.
    for (const sponsor of SPONSORS) {
      const loaded = await page
        .getByRole('img', { name: `${sponsor.name} logo` })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
      expect(loaded, sponsor.name).toBe(true);
    }
  });

  test('the Become a … links lead to the contact page', async ({ page }) => {
    await page.goto('/sponsors/');
    await page.getByRole('link', { name: `Become a ${TIERS[0]!.name} Sponsor` }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/sponsors/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});

test.describe('sponsors without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has all of its content in the HTML', async ({ page }) => {
    await page.goto('/sponsors/');
    await expectSponsorsContent(page);
  });
});
