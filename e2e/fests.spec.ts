import type { Page } from '@playwright/test';

import { getFest, getFestEvents } from '../lib/content/fests';
import { eventPath } from '../lib/events/paths';
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

/** The Details link of an event card: "Details: <title>". */
function detailsLink(title: string) {
  return new RegExp(`^Details\\s*: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
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
  await expect(events.getByTestId('event-card')).toHaveCount(
    getFestEvents(getFest('xaplotes')).length,
  );
  const [first] = getFestEvents(getFest('xaplotes'));
  await events.getByRole('link', { name: detailsLink(first!.title) }).click();
  await expect(page).toHaveURL(new RegExp(`${eventPath(first!.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
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
  await expect(events.getByTestId('event-card')).toHaveCount(
    getFestEvents(getFest('vibgyor')).length,
  );
  const last = getFestEvents(getFest('vibgyor')).at(-1)!;
  await events.getByRole('link', { name: detailsLink(last.title) }).click();
  await expect(page).toHaveURL(new RegExp(`${eventPath(last.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
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
    const second = getFestEvents(getFest('xaplotes'))[1]!;
    await eventsSection(page, 'Xaplotes')
      .getByRole('link', { name: detailsLink(second.title) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${eventPath(second.id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  });

  test('VIBGYOR shows its featured sports and events', async ({ page }) => {
    await page.goto('/vibgyor/');
    await expect(page.getByText(/inter-college fest of Team Sportivo/)).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured Sports' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(VIBGYOR_FEATURED);
    await expect(eventsSection(page, 'VIBGYOR').getByTestId('event-card')).toHaveCount(
      getFestEvents(getFest('vibgyor')).length,
    );
  });
});
