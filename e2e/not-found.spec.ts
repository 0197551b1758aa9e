import { getSite } from '../lib/content/site';
import { atPath, expect, test, trackNetwork } from './fixtures';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const network = trackNetwork(page);
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(
    page.getByText("The page you are looking for doesn't exist or has been moved."),
  ).toBeVisible();
  // Not an event address: no redirect, once the page has done all it does by itself.
  await network.settled();
  await expect(page).toHaveURL(/\/no\/such\/page\/$/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${getSite().name}`);
});
