import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const CHIPS = ['All', 'Chess', 'Badminton', 'Cricket', 'Football', 'Handball', 'Flash events'];
const CRICKET_COUNT = 10;

function tiles(page: Page) {
  return page.getByRole('button', { name: /^Open image: / });
}

function chip(page: Page, name: string) {
  return page
    .getByRole('group', { name: 'Filter images by category' })
    .getByRole('button', { name, exact: true });
}

async function openCricket(page: Page, alt: string) {
  await chip(page, 'Cricket').click();
  const opener = page.getByRole('button', { name: `Open image: ${alt}` });
  await opener.click();
  return { opener, dialog: page.getByRole('dialog') };
}

test.describe('gallery', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/gallery/');
  });

  test('offers single-select category chips, All first', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const group = page.getByRole('group', { name: 'Filter images by category' });
    await expect(group.getByRole('button')).toHaveText(CHIPS);
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');

    await chip(page, 'Football').click();
    await expect(chip(page, 'Football')).toHaveAttribute('aria-pressed', 'true');
    await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
    await expect(tiles(page).first()).toHaveAccessibleName(/^Open image: /);
    const srcs = await tiles(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) expect(src).toContain('/images/gallery/football/');
  });

  test('shows 8 images, toggles View All Images / Show Less, and collapses on a category change', async ({
    page,
  }) => {
    await expect(tiles(page)).toHaveCount(8);
    const viewAll = page.getByRole('button', { name: 'View All Images' });
    await expect(viewAll).toHaveAttribute('aria-expanded', 'false');

    await viewAll.click();
    const showLess = page.getByRole('button', { name: 'Show Less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    const total = await tiles(page).count();
    expect(total).toBeGreaterThanOrEqual(CRICKET_COUNT + 8);
    await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} images`);

    await showLess.click();
    await expect(tiles(page)).toHaveCount(8);

    await page.getByRole('button', { name: 'View All Images' }).click();
    await chip(page, 'Cricket').click();
    await expect(tiles(page)).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'View All Images' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: 'View All Images' }).click();
    await expect(tiles(page)).toHaveCount(CRICKET_COUNT);
    await expect(
      page.getByRole('button', { name: 'Open image: Final over at the campus ground' }),
    ).toBeVisible();

    // Chess has fewer than 9 pictures: no toggle at all.
    await chip(page, 'Chess').click();
    await expect(tiles(page)).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: /View All Images|Show Less/ })).toHaveCount(0);
    // Every category holds pictures; the empty-category message is covered by the unit test.
    await expect(page.getByText('No images found for this category.')).toHaveCount(0);
  });

  test('reserves space for each picture and lazy-loads those below the fold', async ({ page }) => {
    const first = tiles(page).first().locator('img');
    await expect(first).toHaveAttribute('width', /^\d+$/);
    await expect(first).toHaveAttribute('height', /^\d+$/);
    await expect(first).toHaveAttribute('alt', /\S/);
    await expect(tiles(page).nth(7).locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('opens the lightbox by click, with caption, position and arrow keys', async ({ page }) => {
    const { dialog } = await openCricket(page, 'Final over at the campus ground');
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Final over at the campus ground' }),
    ).toBeVisible();
    await expect(dialog.getByAltText('Final over at the campus ground')).toBeVisible();
    await expect(dialog).toContainText('5 of 10');

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('6 of 10');
    await expect(dialog.getByRole('heading')).toHaveText('Run out attempt at the bowlers end');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('4 of 10');

    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog).toContainText('5 of 10');
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog).toContainText('4 of 10');
  });

  test('wraps around within the current category', async ({ page }) => {
    const { dialog } = await openCricket(page, 'Bails fly as the stumps are hit');
    await expect(dialog).toContainText('1 of 10');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('10 of 10');
    await expect(dialog.getByRole('heading')).toHaveText(
      'Wicketkeeper gloves the ball behind the stumps',
    );
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('1 of 10');
  });

  test('opens by keyboard, keeps Tab inside, and Escape returns focus to the opener', async ({
    page,
  }) => {
    const opener = tiles(page).nth(2);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes by clicking the backdrop', async ({ page }) => {
    const { opener, dialog } = await openCricket(page, 'Celebrating a half century');
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes with the close button and not by clicking the picture', async ({ page }) => {
    const { opener, dialog } = await openCricket(page, 'Diving catch at deep midwicket');
    await dialog.getByAltText('Diving catch at deep midwicket').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('fits a 360 px screen, lightbox included', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const { dialog } = await openCricket(page, 'Final over at the campus ground');
    const box = await dialog.getByAltText('Final over at the campus ground').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    await expect(dialog.getByRole('button', { name: 'Next image' })).toBeInViewport();
  });
});

test.describe('a photo dropped into a gallery folder', () => {
  const ALT = 'Floodlights over the evening final';
  const STEM = /\/_img\/gallery\/football\/floodlights-over-the-evening-final\.[0-9a-f]{10}/;

  test('is offered as AVIF and WebP at three widths, the JPEG as fallback, at its own size', async ({
    page,
  }) => {
    const copies: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_img/')) copies.push(new URL(response.url()).pathname);
    });
    await page.goto('/gallery/');
    await chip(page, 'Football').click();
    const img = page.getByRole('button', { name: `Open image: ${ALT}` }).locator('img');
    const picture = img.locator('xpath=..');
    for (const format of ['avif', 'webp']) {
      const srcset = await picture.locator(`source[type="image/${format}"]`).getAttribute('srcset');
      const candidates = srcset!.split(', ');
      expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual([
        '480w',
        '960w',
        '1600w',
      ]);
      for (const candidate of candidates)
        expect(candidate).toMatch(new RegExp(`^${STEM.source}-\\d+\\.${format} \\d+w$`));
    }
    await expect(img).toHaveAttribute(
      'src',
      /\/images\/gallery\/football\/Floodlights_over_the_evening_final\.jpg$/,
    );
    // The real size of the file, not the 4:3 guess, so the frame never shifts.
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '1200');
    // Chromium takes AVIF: the picture shown is a build-made copy that decoded.
    await expect
      .poll(() =>
        img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      new RegExp(`${STEM.source}-\\d+\\.avif$`),
    );
    expect(copies.some((copy) => copy.endsWith('.avif'))).toBe(true);
    expect(copies.some((copy) => copy.endsWith('.webp'))).toBe(false);
  });

  test('opens in the lightbox from its AVIF copy', async ({ page }) => {
    await page.goto('/gallery/');
    await chip(page, 'Football').click();
    await page.getByRole('button', { name: `Open image: ${ALT}` }).click();
    const shown = page.getByRole('dialog').getByAltText(ALT);
    await expect
      .poll(() => shown.evaluate((element: HTMLImageElement) => element.currentSrc))
      .toMatch(new RegExp(`${STEM.source}-\\d+\\.avif$`));
  });
});

test.describe('gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists every picture by category', async ({ page }) => {
    await page.goto('/gallery/');
    for (const name of CHIPS.slice(1)) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const cricket = page.getByRole('region', { name: 'Cricket' });
    await expect(cricket.getByRole('img')).toHaveCount(CRICKET_COUNT);
    await expect(cricket.getByAltText('Final over at the campus ground')).toBeVisible();
    await expect(cricket.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/images\/gallery\/cricket\/.+\.svg$/,
    );
    // The controls that need JavaScript are not shown.
    await expect(page.getByRole('group', { name: 'Filter images by category' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'View All Images' })).toBeHidden();
  });
});
