import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

/** An image's src, relative in the HTML or absolute once next/image has hydrated. */
function srcOf(path: string): RegExp {
  return new RegExp(`^(https?://[^/]+)?${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function expectAboutContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'About Team Sportivo' })).toBeVisible();
  await expect(
    page.getByText(
      'The official sports club of Kolkata Institute of Engineering & Management, active since 2016.',
    ),
  ).toBeVisible();
  const institute = page.getByRole('region', { name: 'Our Institute' });
  await expect(institute).toContainText('Kolkata Institute of Engineering & Management (KIEM)');

  const fests = page.getByRole('region', { name: 'Two Fests, One Spirit' });
  await expect(fests.getByRole('heading', { level: 3 })).toHaveText(['Xaplotes', 'VIBGYOR']);
  await expect(
    fests.getByRole('list', { name: 'Sports at Xaplotes' }).getByRole('listitem'),
  ).toHaveText(['Football', 'Cricket', 'Shuttle Cup', 'Chess', 'Table Tennis']);
  await expect(
    fests.getByRole('list', { name: 'Sports at VIBGYOR' }).getByRole('listitem'),
  ).toHaveCount(9);

  const leaders = page.getByRole('list', { name: 'Leadership' }).getByRole('listitem');
  await expect(leaders).toHaveCount(2);
  await expect(leaders.nth(0).getByText('Dr. Meera Example', { exact: true })).toBeVisible();
  await expect(leaders.nth(0).getByText('Head Mentor', { exact: true })).toBeVisible();
  await expect(leaders.nth(1).getByText('Arjun Sample', { exact: true })).toBeVisible();
  await expect(leaders.nth(1).getByText('President', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Dr. Meera Example' })).toHaveAttribute(
    'src',
    srcOf('/images/teams/leader/1_meera-example.svg'),
  );
  await expect(page.getByRole('img', { name: 'Photo of Arjun Sample' })).toHaveAttribute(
    'src',
    srcOf('/images/teams/leader/2_arjun-sample.svg'),
  );
}

test('About introduces the club, the institute, the fests and the leadership', async ({ page }) => {
  await page.goto('/about/');
  await expectAboutContent(page);

  const photo = page.getByRole('img', { name: 'Photo of Dr. Meera Example' });
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The photo sits in a fixed 4:5 frame.
  const box = await photo.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.width / box!.height).toBeCloseTo(0.8, 2);
});

test('a fest card leads to the fest page', async ({ page }) => {
  await page.goto('/about/');
  await page.getByRole('link', { name: 'Explore VIBGYOR' }).click();
  await expect(page).toHaveURL(/\/vibgyor\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VIBGYOR' })).toBeVisible();
});

test('a leader photo that fails to load shows the placeholder portrait', async ({ page }) => {
  await page.route('**/images/teams/leader/2_arjun-sample.svg', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await page.goto('/about/');
  const broken = page.getByRole('img', { name: 'Photo of Arjun Sample' });
  // The photo loads lazily: bring it into view first.
  await broken.scrollIntoViewIfNeeded();
  await expect(broken).toHaveAttribute('src', srcOf('/images/placeholders/portrait.svg'));
  await expect
    .poll(() => broken.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('About shows all of its content', async ({ page }) => {
    await page.goto('/about/');
    await expectAboutContent(page);
  });
});
