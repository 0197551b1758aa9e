import type { Locator, Page } from '@playwright/test';

import {
  getGalleryCategories,
  getGalleryImages,
  type GalleryCategory,
} from '../lib/content/gallery';
import { getPageCopy } from '../lib/content/pages';
import { IMAGE_PLACEHOLDER } from '../lib/images/placeholders';
import { galleryCategoryPath } from '../lib/routes';
import { dismissableReady, expect, needed, test } from './fixtures';
import { escapeRegExp } from './support/regexp';

// What the gallery must show, read through the loaders: an organiser's new category or picture
// breaks nothing.
const CATEGORIES = getGalleryCategories();
const IMAGES = getGalleryImages();
const CHIPS = ['All', ...CATEGORIES.map((category) => category.name)];
const picturesOf = (category: GalleryCategory) =>
  IMAGES.filter((image) => image.category === category.folder);
/** The category with the most pictures: more than 8, so it has the View All toggle. */
const BIG = needed(
  [...CATEGORIES]
    .sort((a, b) => picturesOf(b).length - picturesOf(a).length)
    .find((category) => picturesOf(category).length > 8),
  'a gallery category of more than 8 pictures',
);
const BIG_PICTURES = picturesOf(BIG);
/** A category with pictures but no more than 8 (no toggle), where the content has one. */
const SMALL = CATEGORIES.find((category) => {
  const count = picturesOf(category).length;
  return count > 0 && count <= 8;
});
/** A category other than the first chip's, to switch to. */
const OTHER = needed(
  CATEGORIES.find((category) => category !== BIG && picturesOf(category).length > 0),
  'pictures in a second gallery category',
);
/** A photo (not artwork) the build made AVIF and WebP copies of. */
const PHOTO = needed(
  IMAGES.find((image) => image.sources),
  'a photo (JPEG, PNG or WebP) in the gallery',
);
const PHOTO_CATEGORY = CATEGORIES.find((category) => category.folder === PHOTO.category)!;
/** Where the five-picture steps of the lightbox tests start: the middle of the big category. */
const MIDDLE = Math.min(4, BIG_PICTURES.length - 2);

function tiles(page: Page) {
  return page.getByRole('button', { name: /^Open image: / });
}

function chip(page: Page, name: string) {
  return page
    .getByRole('group', { name: 'Filter images by category' })
    .getByRole('button', { name, exact: true });
}

async function openInBig(page: Page, alt: string) {
  await chip(page, BIG.name).click();
  await page.getByRole('button', { name: 'View All Images' }).click();
  const opener = page.getByRole('button', { name: `Open image: ${alt}` });
  await opener.click();
  return { opener, dialog: page.getByRole('dialog') };
}

test.describe('gallery', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/gallery/');
  });

  test('offers single-select category chips, All first', async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: getPageCopy('gallery').hero.title, exact: true }),
    ).toBeVisible();
    const group = page.getByRole('group', { name: 'Filter images by category' });
    await expect(group.getByRole('button')).toHaveText(CHIPS);
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');

    await chip(page, OTHER.name).click();
    await expect(chip(page, OTHER.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
    await expect(tiles(page).first()).toHaveAccessibleName(/^Open image: /);
    const srcs = await tiles(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) expect(src).toContain(`/images/gallery/${OTHER.folder}/`);
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
    expect(total).toBe(IMAGES.length);
    await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} images`);

    await showLess.click();
    await expect(tiles(page)).toHaveCount(8);

    await page.getByRole('button', { name: 'View All Images' }).click();
    await chip(page, BIG.name).click();
    await expect(tiles(page)).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'View All Images' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: 'View All Images' }).click();
    await expect(tiles(page)).toHaveCount(BIG_PICTURES.length);
    await expect(
      page.getByRole('button', { name: `Open image: ${BIG_PICTURES.at(-1)!.alt}` }),
    ).toBeVisible();

    // A category with 8 pictures or fewer has no toggle at all.
    if (SMALL) {
      await chip(page, SMALL.name).click();
      await expect(tiles(page)).toHaveCount(picturesOf(SMALL).length);
      await expect(page.getByRole('button', { name: /View All Images|Show Less/ })).toHaveCount(0);
    }
    // Every category holds pictures; the empty-category message is covered by the unit test.
    await expect(page.getByText('No images found for this category.')).toHaveCount(0);
  });

  test('reserves space for each picture, preloads the first row and lazy-loads those below the fold', async ({
    page,
  }) => {
    const first = tiles(page).first().locator('img');
    await expect(first).toHaveAttribute('width', /^\d+$/);
    await expect(first).toHaveAttribute('height', /^\d+$/);
    await expect(first).toHaveAttribute('alt', /\S/);
    // The first row on a phone is preloaded; the rest of the widest layout's first two rows (the
    // eight pictures shown before View All Images) loads with the page
    // (lib/images/grid-loading.ts); the pictures View All Images adds wait until they are near
    // the screen.
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const index of [2, 7]) {
      const eager = tiles(page).nth(index).locator('img');
      await expect(eager).toHaveAttribute('loading', 'eager');
      await expect(eager).not.toHaveAttribute('fetchpriority', /./);
    }
    await page.getByRole('button', { name: 'View All Images' }).click();
    await expect(tiles(page).nth(8).locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('opens the lightbox by click, with caption, position and arrow keys', async ({ page }) => {
    const total = BIG_PICTURES.length;
    const at = (index: number) => `${index + 1} of ${total}`;
    const start = BIG_PICTURES[MIDDLE]!.alt;
    const { dialog } = await openInBig(page, start);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: start })).toBeVisible();
    await expect(dialog.getByAltText(start)).toBeVisible();
    await expect(dialog).toContainText(at(MIDDLE));
    // Whole on the screen, at this size and on a phone (visible alone passes off-screen content).
    for (const size of [null, { width: 390, height: 844 }, { width: 320, height: 640 }]) {
      if (size) await page.setViewportSize(size);
      await expect(dialog.getByAltText(start)).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('heading', { name: start })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByText(at(MIDDLE), { exact: true })).toBeInViewport({ ratio: 1 });
    }

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(at(MIDDLE + 1));
    await expect(dialog.getByRole('heading')).toHaveText(BIG_PICTURES[MIDDLE + 1]!.alt);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText(at(MIDDLE - 1));

    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog).toContainText(at(MIDDLE));
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog).toContainText(at(MIDDLE - 1));
  });

  test('wraps around within the current category', async ({ page }) => {
    const total = BIG_PICTURES.length;
    const { dialog } = await openInBig(page, BIG_PICTURES[0]!.alt);
    await expect(dialog).toContainText(`1 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText(`${total} of ${total}`);
    await expect(dialog.getByRole('heading')).toHaveText(BIG_PICTURES.at(-1)!.alt);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(`1 of ${total}`);
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
    const { opener, dialog } = await openInBig(page, BIG_PICTURES[1]!.alt);
    await expect(dialog).toBeVisible();
    await dismissableReady(dialog);
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes with the close button and not by clicking the picture', async ({ page }) => {
    const { opener, dialog } = await openInBig(page, BIG_PICTURES[2]!.alt);
    await dialog.getByAltText(BIG_PICTURES[2]!.alt).click();
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
    const { dialog } = await openInBig(page, BIG_PICTURES[0]!.alt);
    const box = await dialog.getByAltText(BIG_PICTURES[0]!.alt).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    await expect(dialog.getByRole('button', { name: 'Next image' })).toBeInViewport();
  });
});

/**
 * One finger dragged by (dx, dy) CSS pixels from around the middle of `target`, as real touches
 * (Chromium's input pipeline through CDP: Playwright's touchscreen only taps), so the browser
 * applies touch-action and turns them into the pointer events the page sees.
 */
async function drag(page: Page, target: Locator, dx: number, dy = 0) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to drag on');
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2 - dy / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', step = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: x + (dx * step) / 5, y: y + (dy * step) / 5 }],
    });
  await touch('touchStart');
  for (let step = 1; step <= 5; step += 1) await touch('touchMove', step);
  await touch('touchEnd');
  await cdp.detach();
}

test.describe('a gallery link to one category', () => {
  test('opens at its chip, and the chip chosen stays through a reload, the back button leaving', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto(galleryCategoryPath(OTHER.folder));
    await expect(chip(page, OTHER.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveCount(Math.min(picturesOf(OTHER).length, 8));
    await expect(page.getByRole('group', { name: 'Filter images by category' })).toBeInViewport();

    await chip(page, BIG.name).click();
    await expect(page).toHaveURL(galleryCategoryPath(BIG.folder));
    await page.reload();
    await expect(chip(page, BIG.name)).toHaveAttribute('aria-pressed', 'true');
    // Each tap replaced the address rather than adding a step: Back leaves the gallery.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('the header’s Gallery, from a category, shows all pictures again (Next only pushes the address)', async ({
    page,
  }) => {
    await page.goto(galleryCategoryPath(BIG.folder));
    await expect(chip(page, BIG.name)).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gallery', exact: true })
      .click();
    await expect(page).toHaveURL('/gallery/');
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveCount(Math.min(IMAGES.length, 8));
    expect(await page.evaluate(() => 'samePage' in window), 'the page was kept').toBe(true);
  });
});

test.describe('the Back button with a picture open', () => {
  /** Where the tab is in its history (Chromium's Navigation API). */
  const historyIndex = (page: Page) => page.evaluate(() => navigation.currentEntry?.index);

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.goto('/gallery/');
  });

  test('closes the picture and keeps the gallery as it was, focus on the opener', async ({
    page,
  }) => {
    const last = BIG_PICTURES.at(-1)!.alt;
    const { opener, dialog } = await openInBig(page, last);
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(galleryCategoryPath(BIG.folder));
    await expect(opener).toBeFocused();
    // The category and its View All stay.
    await expect(chip(page, BIG.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(BIG_PICTURES.length);
    // The next Back leaves the gallery.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('a picture closed with Escape leaves no step behind: one Back leaves the gallery', async ({
    page,
  }) => {
    const before = await historyIndex(page);
    const { opener, dialog } = await openInBig(page, BIG_PICTURES[1]!.alt);
    await expect(dialog).toBeVisible();
    expect(await historyIndex(page)).toBe(before! + 1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The page takes its own step off again (history.back() lands a moment later).
    await expect.poll(() => historyIndex(page)).toBe(before);
    await expect(page).toHaveURL(galleryCategoryPath(BIG.folder));
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
  });
});

test.describe('gallery lightbox on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await page.goto('/gallery/');
  });

  test('a sideways swipe moves like the buttons; a tap, a short or a vertical drag does not', async ({
    page,
  }) => {
    const total = BIG_PICTURES.length;
    const at = (index: number) => `${index + 1} of ${total}`;
    const { dialog } = await openInBig(page, BIG_PICTURES[MIDDLE]!.alt);
    const caption = dialog.locator('figcaption');
    await expect(caption).toContainText(at(MIDDLE));
    const picture = dialog.getByRole('img');
    // Vertical scrolling and pinch zoom stay the browser's; sideways moves are the page's.
    await expect(dialog.locator('figure')).toHaveCSS('touch-action', 'pan-y pinch-zoom');

    // Each no-op is followed by a swipe: had it counted, the swipe would land one further.
    const box = (await picture.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await drag(page, picture, -24);
    await drag(page, picture, -200);
    await expect(caption).toContainText(at(MIDDLE + 1));
    await expect(dialog.getByRole('heading')).toHaveText(BIG_PICTURES[MIDDLE + 1]!.alt);
    // The caption is where the change is announced, as after a button.
    await expect(caption).toHaveAttribute('aria-live', 'polite');

    await drag(page, picture, -60, 240);
    await drag(page, picture, 200);
    await expect(caption).toContainText(at(MIDDLE));
    await expect(dialog.getByRole('heading')).toHaveText(BIG_PICTURES[MIDDLE]!.alt);
  });

  test('a swipe wraps around within the current category', async ({ page }) => {
    const total = BIG_PICTURES.length;
    const { dialog } = await openInBig(page, BIG_PICTURES[0]!.alt);
    const picture = dialog.getByRole('img');
    await expect(dialog).toContainText(`1 of ${total}`);
    await drag(page, picture, 200);
    await expect(dialog).toContainText(`${total} of ${total}`);
    await expect(dialog.getByRole('heading')).toHaveText(BIG_PICTURES.at(-1)!.alt);
    await drag(page, picture, -200);
    await expect(dialog).toContainText(`1 of ${total}`);
  });
});

test.describe('a gallery picture whose file cannot load', () => {
  /** A picture of the big category with one file (no build-made copies) and one after it. */
  const INDEX = BIG_PICTURES.findIndex(
    (image, index) => !image.sources && index < BIG_PICTURES.length - 1,
  );
  const BROKEN = BIG_PICTURES[INDEX]!;
  const NEXT = BIG_PICTURES[INDEX + 1]!;

  test('shows the placeholder in the lightbox as in the grid, in its own frame, with its caption', async ({
    page,
  }) => {
    const path = new URL(BROKEN.src, 'http://localhost').pathname;
    await page.route(
      (url) => url.pathname === path,
      (route) => route.abort(),
    );
    await page.goto('/gallery/');
    await chip(page, BIG.name).click();
    await page.getByRole('button', { name: 'View All Images' }).click();
    const opener = page.getByRole('button', { name: `Open image: ${BROKEN.alt}` });
    await opener.scrollIntoViewIfNeeded();
    await expect(opener.locator('img')).toHaveAttribute('src', IMAGE_PLACEHOLDER);

    await opener.click();
    const dialog = page.getByRole('dialog');
    const shown = dialog.getByAltText(BROKEN.alt);
    await expect(shown).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The picture's own shape, whole on the screen: the placeholder takes its frame.
    const box = (await shown.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(BROKEN.width / BROKEN.height, 1);
    await expect(shown).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('heading')).toHaveText(BROKEN.alt);
    await expect(dialog).toContainText(`${INDEX + 1} of ${BIG_PICTURES.length}`);

    // The next picture shows its own file.
    await dialog.getByRole('button', { name: 'Next image' }).click();
    const next = dialog.getByAltText(NEXT.alt);
    await expect(next).toHaveAttribute('src', NEXT.src);
    await expect
      .poll(() => next.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(next).not.toHaveAttribute('data-fallback');
  });
});

test.describe('a photo dropped into a gallery folder', () => {
  const ALT = PHOTO.alt;
  /** The build's copies share one stem: /_img/gallery/<folder>/<name>.<hash>. */
  const STEM = new RegExp(
    escapeRegExp(PHOTO.sources!.avif.split(' ')[0]!.replace(/-\d+\.avif$/, '')),
  );

  test('is offered as AVIF and WebP at three widths, the JPEG as fallback, at its own size', async ({
    page,
  }) => {
    const copies: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_img/')) copies.push(new URL(response.url()).pathname);
    });
    await page.goto('/gallery/');
    await chip(page, PHOTO_CATEGORY.name).click();
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
    await expect(img).toHaveAttribute('src', new RegExp(`${escapeRegExp(PHOTO.src)}$`));
    // The real size of the file, not a guess, so the frame never shifts.
    await expect(img).toHaveAttribute('width', String(PHOTO.sources!.width));
    await expect(img).toHaveAttribute('height', String(PHOTO.sources!.height));
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
    await chip(page, PHOTO_CATEGORY.name).click();
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
    const big = page.getByRole('region', { name: BIG.name });
    await expect(big.getByRole('img')).toHaveCount(BIG_PICTURES.length);
    await expect(big.getByAltText(BIG_PICTURES.at(-1)!.alt)).toBeVisible();
    await expect(big.getByRole('link').first()).toHaveAttribute('href', BIG_PICTURES[0]!.src);
    // A link to one category (an ended event's photos) lands on its pictures, the last one's
    // (several screens down) too.
    const last = CATEGORIES.findLast((category) => picturesOf(category).length > 0)!;
    await page.goto(galleryCategoryPath(last.folder));
    await expect(page.getByRole('heading', { level: 2, name: last.name })).toBeInViewport();
    // The controls that need JavaScript are not shown.
    await expect(page.getByRole('group', { name: 'Filter images by category' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'View All Images' })).toBeHidden();
  });
});
