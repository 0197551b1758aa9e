import type { Locator, Page } from '@playwright/test';

import { getSite, siteStats } from '../../lib/content/site';
import { expect } from '../fixtures';
import { siteNow } from '../site-now';

/**
 * The home page's stats strip shows the club's four figures (content/site.json, so an
 * organiser's edit breaks nothing), its years counted to the moment the served build was made.
 */
export async function expectClubStats(within: Page | Locator): Promise<void> {
  const stats = within.getByRole('region', { name: 'The club in numbers' });
  for (const { value, label } of siteStats(getSite(), siteNow())) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
  }
}
