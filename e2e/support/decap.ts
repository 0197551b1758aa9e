import type { Page } from '@playwright/test';

/** Publish, then Publish now, as an organiser presses them in Decap's editor. */
export async function pressPublish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}
