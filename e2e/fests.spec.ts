import type { Page } from '@playwright/test';

import { FEST_KIND_LABELS, getFest, getFestEvents, type Fest } from '../lib/content/fests';
import { eventPath } from '../lib/events/paths';
import { expect, test } from './fixtures';

// What the pages must show, read from content/fests.json: an organiser's edit breaks nothing.
const xaplotes = getFest('xaplotes');
const vibgyor = getFest('vibgyor');
const featuredNames = (fest: Fest) => fest.featuredSports.map((sport) => sport.name);
const intro = (fest: Fest) => `${FEST_KIND_LABELS[fest.kind]} fest · ${fest.frequency}`;
/** The opening words of the fest's first paragraph. */
const opening = (fest: Fest) => fest.description[0]!.split(' ').slice(0, 6).join(' ');

function sports(page: Page, fest: string) {
  return page.getByRole('list', { name: `Sports at ${fest}` }).getByRole('listitem');
}

/** The Details link of an event card: "Details: <title>". */
function detailsLink(title: string) {
  return new RegExp(`^Details: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

function eventsSection(page: Page, fest: string) {
  return page.getByRole('region', { name: `Events at ${fest}` });
}

test('Xaplotes: an intra-college fest held twice a year, with its sports and events', async ({
  page,
}) => {
  await page.goto('/xaplotes/');
  await expect(page.getByRole('heading', { level: 1, name: xaplotes.name })).toBeVisible();
  await expect(page.getByText(intro(xaplotes))).toBeVisible();
  await expect(sports(page, xaplotes.name)).toHaveText(xaplotes.sports);
  await expect(page.getByRole('heading', { name: 'Featured Sports' })).toHaveCount(
    xaplotes.featuredSports.length > 0 ? 1 : 0,
  );
  await expect(page.getByTestId('rainbow-bar')).toHaveCount(0);
  await expect(page.getByTestId('hero-accent')).toHaveCount(1);

  const events = eventsSection(page, xaplotes.name);
  await expect(events.getByTestId('event-card')).toHaveCount(getFestEvents(xaplotes).length);
  const [first] = getFestEvents(xaplotes);
  await events.getByRole('link', { name: detailsLink(first!.title) }).click();
  await expect(page).toHaveURL(new RegExp(`${eventPath(first!.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
});

test('VIBGYOR: an inter-college fest with featured sports and its events', async ({ page }) => {
  await page.goto('/vibgyor/');
  await expect(page.getByRole('heading', { level: 1, name: vibgyor.name })).toBeVisible();
  await expect(page.getByText(intro(vibgyor))).toBeVisible();
  await expect(sports(page, vibgyor.name)).toHaveText(vibgyor.sports);
  await expect(page.getByTestId('rainbow-bar')).toBeVisible();
  // The rainbow closes the hero alone: the other pages' orange stripe would sit on it.
  await expect(page.getByTestId('hero-accent')).toHaveCount(0);

  const featured = page.getByRole('region', { name: 'Featured Sports' });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(featuredNames(vibgyor));

  const events = eventsSection(page, vibgyor.name);
  await expect(events.getByTestId('event-card')).toHaveCount(getFestEvents(vibgyor).length);
  const last = getFestEvents(vibgyor).at(-1)!;
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
  await expect(page.getByRole('heading', { level: 1, name: vibgyor.name })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Xaplotes shows its story, sports and event links', async ({ page }) => {
    await page.goto('/xaplotes/');
    await expect(page.getByRole('heading', { level: 1, name: xaplotes.name })).toBeVisible();
    await expect(page.getByText(opening(xaplotes))).toBeVisible();
    await expect(sports(page, xaplotes.name)).toHaveText(xaplotes.sports);
    const latest = getFestEvents(xaplotes).at(-1)!;
    await eventsSection(page, xaplotes.name)
      .getByRole('link', { name: detailsLink(latest.title) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${eventPath(latest.id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: latest.title })).toBeVisible();
  });

  test('VIBGYOR shows its featured sports and events', async ({ page }) => {
    await page.goto('/vibgyor/');
    await expect(page.getByText(opening(vibgyor))).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured Sports' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(featuredNames(vibgyor));
    await expect(eventsSection(page, vibgyor.name).getByTestId('event-card')).toHaveCount(
      getFestEvents(vibgyor).length,
    );
  });
});
