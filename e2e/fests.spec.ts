import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const XAPLOTES_SPORTS = ['Football', 'Cricket', 'Shuttle Cup', 'Chess', 'Table Tennis'];
const VIBGYOR_SPORTS = [
  'Football',
  'Cricket',
  'Chess',
  'Table Tennis',
  'Badminton',
  'Tug-of-War',
  'Volleyball',
  'Carrom',
  'Dart Throwing',
];
const VIBGYOR_FEATURED = [
  'Football',
  'Cricket',
  'Badminton',
  'Chess',
  'Table Tennis',
  'Volleyball',
  'Kabaddi',
];

function sports(page: Page, fest: string) {
  return page.getByRole('list', { name: `Sports at ${fest}` }).getByRole('listitem');
}

function eventsSection(page: Page, fest: string) {
  return page.getByRole('region', { name: `Events at ${fest}` });
}

test('Xaplotes: an intra-college fest held twice a year, with its sports and events', async ({
  page,
}) => {
  await page.goto('/xaplotes/');
  await expect(page.getByRole('heading', { level: 1, name: 'Xaplotes' })).toBeVisible();
  await expect(page.getByText('Intra-college fest · Twice a year')).toBeVisible();
  await expect(sports(page, 'Xaplotes')).toHaveText(XAPLOTES_SPORTS);
  await expect(page.getByRole('heading', { name: 'Featured Sports' })).toHaveCount(0);
  await expect(page.getByTestId('rainbow-bar')).toHaveCount(0);

  const events = eventsSection(page, 'Xaplotes');
  await expect(events.getByTestId('event-card')).toHaveCount(5);
  await events.getByRole('link', { name: /^Details\s*: Short Hand Cricket Tournament$/ }).click();
  await expect(page).toHaveURL(/\/events\/cricket\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Short Hand Cricket Tournament' }),
  ).toBeVisible();
});

test('VIBGYOR: an inter-college fest with featured sports and the April events', async ({
  page,
}) => {
  await page.goto('/vibgyor/');
  await expect(page.getByRole('heading', { level: 1, name: 'VIBGYOR' })).toBeVisible();
  await expect(page.getByText('Inter-college fest · Once a year, in April')).toBeVisible();
  await expect(sports(page, 'VIBGYOR')).toHaveText(VIBGYOR_SPORTS);
  await expect(page.getByTestId('rainbow-bar')).toBeVisible();

  const featured = page.getByRole('region', { name: 'Featured Sports' });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(VIBGYOR_FEATURED);

  const events = eventsSection(page, 'VIBGYOR');
  await expect(events.getByTestId('event-card')).toHaveCount(8);
  await events.getByRole('link', { name: /^Details\s*: Open Chess Tournament$/ }).click();
  await expect(page).toHaveURL(/\/events\/chess-open\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Open Chess Tournament' }),
  ).toBeVisible();
});

test('the Fests menu leads to both fest pages', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Fests', { exact: true }).click();
  await nav.getByRole('link', { name: 'Vibgyor' }).click();
  await expect(page).toHaveURL(/\/vibgyor\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VIBGYOR' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Xaplotes shows its story, sports and event links', async ({ page }) => {
    await page.goto('/xaplotes/');
    await expect(page.getByRole('heading', { level: 1, name: 'Xaplotes' })).toBeVisible();
    await expect(page.getByText(/intra-college fest of Team Sportivo/)).toBeVisible();
    await expect(sports(page, 'Xaplotes')).toHaveText(XAPLOTES_SPORTS);
    await eventsSection(page, 'Xaplotes')
      .getByRole('link', { name: /^Details\s*: Futsal Championship$/ })
      .click();
    await expect(page).toHaveURL(/\/events\/football\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Futsal Championship' }),
    ).toBeVisible();
  });

  test('VIBGYOR shows its featured sports and events', async ({ page }) => {
    await page.goto('/vibgyor/');
    await expect(page.getByText(/inter-college fest of Team Sportivo/)).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured Sports' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(VIBGYOR_FEATURED);
    await expect(eventsSection(page, 'VIBGYOR').getByTestId('event-card')).toHaveCount(8);
  });
});
