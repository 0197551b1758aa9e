import type { Page } from '@playwright/test';

import { getLeadership } from '../lib/content/committee';
import { getFests } from '../lib/content/fests';
import { getPageCopy } from '../lib/content/pages';
import { getSite } from '../lib/content/site';
import { expect, test } from './fixtures';

// What the page must show, read from content/: an organiser's edit breaks nothing.
const site = getSite();
const copy = getPageCopy('about');
const [headMentor, president] = getLeadership();
const inter = getFests().find((fest) => fest.kind === 'inter')!;

/** An image's src, relative in the HTML or absolute once next/image has hydrated. */
function srcOf(path: string): RegExp {
  return new RegExp(`^(https?://[^/]+)?${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function expectAboutContent(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: copy.hero.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(copy.hero.description, { exact: true })).toBeVisible();
  const institute = page.getByRole('region', { name: 'Our Institute' });
  await expect(institute).toContainText(`${site.institute} (${site.instituteShortName})`);

  const fests = page.getByRole('region', { name: 'Two Fests, One Spirit' });
  await expect(fests.getByRole('heading', { level: 3 })).toHaveText(
    getFests().map((fest) => fest.name),
  );
  for (const fest of getFests()) {
    await expect(
      fests.getByRole('list', { name: `Sports at ${fest.name}` }).getByRole('listitem'),
    ).toHaveText(fest.sports);
  }

  const leaders = page.getByRole('list', { name: 'Leadership' }).getByRole('listitem');
  await expect(leaders).toHaveCount(2);
  for (const [index, leader] of [headMentor!, president!].entries()) {
    await expect(leaders.nth(index).getByText(leader.name, { exact: true })).toBeVisible();
    await expect(leaders.nth(index).getByText(leader.position!, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of ${leader.name}` })).toHaveAttribute(
      'src',
      srcOf(leader.src),
    );
  }
}

test('About introduces the club, the institute, the fests and the leadership', async ({ page }) => {
  await page.goto('/about/');
  await expectAboutContent(page);

  const photo = page.getByRole('img', { name: `Photo of ${headMentor!.name}` });
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
  await page.getByRole('link', { name: `Explore ${inter.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${inter.id}/$`));
  await expect(page.getByRole('heading', { level: 1, name: inter.name })).toBeVisible();
});

test('a leader photo that fails to load shows the placeholder portrait', async ({ page }) => {
  await page.route(`**${president!.src}`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await page.goto('/about/');
  const broken = page.getByRole('img', { name: `Photo of ${president!.name}` });
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
