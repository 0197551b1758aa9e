import type { Page } from '@playwright/test';

import {
  FEST_EVENTS_AHEAD,
  FEST_EVENTS_OVER,
  FEST_EVENTS_SOON,
  FEST_EVENTS_UNDER_WAY,
} from '../../components/fests/fest-events';
import { festEventCount } from '../../components/fests/fest-intro';
import { getFests } from '../../lib/content/fests';
import { galleryCategoryOf } from '../../lib/content/gallery';
import { getAllEvents } from '../../lib/events/content';
import { getDrawView } from '../../lib/events/draw/headline';
import { eventPath } from '../../lib/events/paths';
import { endedAsHeld, eventPhase } from '../../lib/events/phase';
import { PRICE_NOT_ANNOUNCED } from '../../lib/utils';
import { expect, test } from '../fixtures';
import { siteNow } from '../site-now';
import { expectClubStats } from '../support/club-stats';

// Run by `npm run test:production` (scripts/test-production.ts): a build on real time, as the
// daily rebuild makes it. Whatever today is, an event that has ended reads as past everywhere.

const now = siteNow();
const ended = getAllEvents().filter((event) => eventPhase(event, now).phase === 'ended');

function card(page: Page, id: string, within = page.locator('main')) {
  return within.locator(`[data-testid="event-card"][data-event-id="${id}"]`);
}

test('the build runs on real time, not a pinned clock', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="site-clock-pinned"]')).toHaveCount(0);
});

test('no ended event under "Upcoming Events", called "Coming Soon!" or offered for registration', async ({
  page,
}) => {
  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  for (const event of ended) await expect(card(page, event.id, upcoming)).toHaveCount(0);
  if (ended.length === getAllEvents().length) {
    await expect(upcoming.getByTestId('no-upcoming-events')).toContainText(
      'The next events will be announced here.',
    );
    await expect(upcoming.getByRole('link', { name: 'past events' })).toHaveAttribute(
      'href',
      '/events/#past-events',
    );
    // Until new events are announced, the finished knockouts' champions.
    const champions = getAllEvents().flatMap((event) => {
      const champion = getDrawView(event, now)?.champion;
      return champion ? [{ event, champion: champion.name }] : [];
    });
    const results = upcoming.getByRole('region', { name: 'Latest results' });
    await expect(results).toHaveCount(champions.length > 0 ? 1 : 0);
    for (const { event, champion } of champions) {
      // Its dates, so a result read months later says when it was.
      await expect(results.getByRole('listitem').filter({ hasText: event.title })).toHaveText(
        `${event.title}${event.date}Champion: ${champion}`,
      );
    }
  }

  const fests = getFests().map((fest) => `/${fest.id}/`);
  for (const path of ['/events/', ...fests]) {
    await page.goto(path);
    for (const event of ended) {
      const listed = card(page, event.id);
      if ((await listed.count()) === 0) continue;
      await expect(listed.getByText('Coming Soon!')).toHaveCount(0);
      await expect(listed.getByRole('link', { name: /^Register/ })).toHaveCount(0);
    }
  }
});

test('/events/ lists the ended events under "Past events" (and has none while none has ended)', async ({
  page,
}) => {
  await page.goto('/events/');
  const past = page.getByRole('region', { name: 'Past events' });
  await expect(past).toHaveCount(ended.length > 0 ? 1 : 0);
  for (const event of ended) {
    await expect(card(page, event.id, past)).toHaveCount(1);
    // Under the "Past events" heading (h2), its title is one level down.
    await expect(
      card(page, event.id, past).getByRole('heading', { level: 3, name: event.title }),
    ).toBeVisible();
    // No registration button of any kind once it is over (a cancelled event's still says it
    // was cancelled): its details are what is left to offer.
    if (event.status === 'cancelled') continue;
    await expect(card(page, event.id, past).getByRole('button')).toHaveCount(0);
    await expect(card(page, event.id, past).getByRole('link', { name: /^Register/ })).toHaveCount(
      0,
    );
    await expect(
      card(page, event.id, past).getByRole('link', { name: `Details: ${event.title}` }),
    ).toBeVisible();
  }
});

test('a fest page invites registration only while it is open, and says when all are over', async ({
  page,
}) => {
  for (const fest of getFests()) {
    const past = fest.eventIds.filter((id) => ended.some((event) => event.id === id)).length;
    const upcoming = fest.eventIds.length - past;
    const phases = getAllEvents()
      .filter((event) => fest.eventIds.includes(event.id))
      .map((event) => eventPhase(event, now));
    const open = phases.some((phase) => phase.registration.open);
    const started = phases.some((phase) => ['on-now', 'ended'].includes(phase.phase));
    await page.goto(`/${fest.id}/`);
    const section = page.getByRole('region', { name: `Events at ${fest.name}` });
    await expect(
      section.getByText(
        open
          ? FEST_EVENTS_AHEAD
          : upcoming === 0
            ? FEST_EVENTS_OVER
            : started
              ? FEST_EVENTS_UNDER_WAY
              : FEST_EVENTS_SOON,
      ),
    ).toBeVisible();
    // At a glance, counted as /events/ counts them once any is over.
    await expect(page.getByText(festEventCount(upcoming, past), { exact: true })).toBeVisible();
  }
});

test("the home page counts the club's years to today", async ({ page }) => {
  await page.goto('/');
  await expectClubStats(page);
});

test('an ended event says so on its page, offers no registration or calendar, no InStock', async ({
  page,
}) => {
  for (const event of ended) {
    await page.goto(eventPath(event.id));
    if (event.status !== 'cancelled') {
      await expect(page.getByText(`This event has ended: ${event.date}.`)).toBeVisible();
    }
    // No "not yet" once it is over: an event that had no fees never announced one.
    const price = event.fees.length === 0 ? PRICE_NOT_ANNOUNCED : event.price;
    await expect(page.locator('dl').getByText(price, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
    if (event.status !== 'cancelled') {
      await expect(page.getByRole('button', { name: /^Registration/ })).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { name: 'Add to calendar' })).toHaveCount(0);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.join('\n')).not.toContain('https://schema.org/InStock');
  }
});

/** The ended events held as planned whose sport has photos in the gallery, with the category. */
const withPhotos = ended.flatMap((event) => {
  const category = galleryCategoryOf(event.category);
  return category && endedAsHeld(event, eventPhase(event, now)) ? [{ event, category }] : [];
});

test("an ended event's page offers its sport's photos where the register button was", async ({
  page,
}) => {
  for (const event of ended.filter((held) => !withPhotos.some((one) => one.event === held))) {
    await page.goto(eventPath(event.id));
    await expect(page.getByRole('link', { name: / photos$/ })).toHaveCount(0);
  }
  for (const { event, category } of withPhotos) {
    await page.goto(eventPath(event.id));
    await page.getByRole('link', { name: `${category.name} photos`, exact: true }).click();
    await expect(page).toHaveURL(`/gallery/#gallery-${category.folder}`);
    const chips = page.getByRole('group', { name: 'Filter images by category' });
    await expect(chips.getByRole('button', { name: category.name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chips).toBeInViewport();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("an ended event's photos link lands on its sport's pictures", async ({ page }) => {
    for (const { event, category } of withPhotos) {
      await page.goto(eventPath(event.id));
      await page.getByRole('link', { name: `${category.name} photos`, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeInViewport();
    }
  });
});
