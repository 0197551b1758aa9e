import type { Page } from '@playwright/test';
import ICAL from 'ical.js';

import { getFests } from '../../lib/content/fests';
import { CALENDAR_FORM_REVISION, calendarUid } from '../../lib/events/calendar';
import { getAllEvents, type Event } from '../../lib/events/content';
import { eventCalendarPath, eventPath } from '../../lib/events/paths';
import { readEventRevisions } from '../../lib/events/revisions';
import { statusNotice } from '../../lib/events/status';
import { formatDate } from '../../lib/utils';
import { expect, test, toast, trackNetwork } from '../fixtures';
import { registrationNow } from '../site-now';
import { expectNoAxeViolations } from '../support/axe';

// Run by `npm run test:fest` (scripts/test-fest.ts) against a throwaway copy in which one event
// was cancelled and another postponed, then rescheduled, each change committed to git. This
// spec reads that copy's content through the loaders: it finds the two events by their status.

const events = getAllEvents();
const cancelled = events.find((event) => event.status === 'cancelled');
const moved = events.find((event) => event.status === 'rescheduled');
/** Each event's SEQUENCE before the changes (scripts/test-fest.ts read it from the history). */
const baseline = JSON.parse(process.env.E2E_FEST_BASELINE ?? '{}') as Record<string, number>;
const revisions = readEventRevisions(process.cwd(), { env: {} });

test.beforeAll(() => {
  expect(cancelled, 'a cancelled event in the copy').toBeDefined();
  expect(moved, 'a rescheduled event in the copy').toBeDefined();
  expect(Object.keys(baseline).length).toBe(events.length);
});

/** The card of an event on the page (home teaser, events list or fest page). */
function card(page: Page, event: Event, within = page.locator('main')) {
  return within.locator(`[data-testid="event-card"][data-event-id="${event.id}"]`);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const sportsEvent = data.find((item) => item['@type'] === 'SportsEvent');
  if (!sportsEvent) throw new Error('no SportsEvent JSON-LD');
  return sportsEvent;
}

/** Clicks a closed register control and expects the toast with the reason. */
async function expectClosedWithReason(page: Page, event: Event, label: string) {
  const registration = registrationNow(event);
  expect(registration.open).toBe(false);
  const reason = registration.open ? '' : registration.reason;
  const closed = page.getByRole('button', { name: `${label}: ${event.title}` });
  await expect(closed).toHaveAttribute('aria-disabled', 'true');
  await expect(closed).toHaveAccessibleDescription(reason);
  await closed.click({ force: true });
  const message = toast(page, 'Registration Closed');
  await expect(message).toContainText(reason);
  await expect(message).toHaveAttribute('data-type', 'error');
}

test.describe('a cancelled event', () => {
  test('home page: among the earliest three, with its badge and sentence, and closed', async ({
    page,
  }) => {
    const notice = statusNotice(cancelled!)!;
    expect(notice.sentence).toBe('Cancelled: this event will not take place.');
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Upcoming Events' });
    const teaser = card(page, cancelled!, section);
    await expect(teaser).toBeVisible();
    await expect(teaser.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(teaser.getByText(notice.sentence)).toBeVisible();
    await expect(teaser.getByText('Coming Soon!')).toHaveCount(0);
    await expect(teaser.getByRole('link', { name: /^Register/ })).toHaveCount(0);
    await expectClosedWithReason(page, cancelled!, 'Closed');
  });

  test('events list and its fest page: the same badge and sentence, registration closed', async ({
    page,
  }) => {
    const notice = statusNotice(cancelled!)!;
    await page.goto('/events/');
    const listed = card(page, cancelled!);
    await expect(listed.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(listed.getByText(notice.sentence)).toBeVisible();
    // It keeps its dates and its place: visitors who saw it there find it there.
    await expect(listed.getByText(cancelled!.date, { exact: true })).toBeVisible();
    await expect(page.getByTestId('event-card').first()).toHaveAttribute(
      'data-event-id',
      events[0]!.id,
    );
    await expectClosedWithReason(page, cancelled!, 'Registration Closed');

    const fest = getFests().find((each) => each.eventIds.includes(cancelled!.id))!;
    await page.goto(`/${fest.id}/`);
    const inFest = card(page, cancelled!);
    await expect(inFest.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(inFest.getByText(notice.sentence)).toBeVisible();
  });

  test('its own page stays up: badge, sentence, closed registration, EventCancelled', async ({
    page,
  }) => {
    const notice = statusNotice(cancelled!)!;
    const response = await page.goto(eventPath(cancelled!.id));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cancelled!.title);
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText(notice.sentence)).toBeVisible();
    await expectClosedWithReason(page, cancelled!, 'Registration Closed');
    // Nothing to add to a calendar; the feed is still offered.
    await expect(page.getByRole('link', { name: 'Download .ics' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Subscribe to all events' })).toBeVisible();

    const data = await jsonLd(page);
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data.startDate).toBe(cancelled!.startsAt);
    expect(data).not.toHaveProperty('previousStartDate');
    // Link previews say it too.
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${notice.sentence}`),
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('its page says it is cancelled', async ({ page }) => {
      await page.goto(eventPath(cancelled!.id));
      await expect(page.getByText(statusNotice(cancelled!)!.sentence)).toBeVisible();
      await expect(page.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
    });
  });
});

test.describe('a rescheduled event', () => {
  test('shows its new dates, the day it moved from, and previousStartDate in its JSON-LD', async ({
    page,
  }) => {
    const previous = moved!.previousStartsAt!;
    expect(Date.parse(moved!.startsAt)).toBeGreaterThan(Date.parse(previous));
    const sentence = `Rescheduled: now ${moved!.date} (moved from ${formatDate(previous)}).`;
    expect(statusNotice(moved!)?.sentence).toBe(sentence);

    await page.goto(eventPath(moved!.id));
    await expect(page.getByText('Rescheduled', { exact: true })).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.locator('dl').getByText(moved!.date, { exact: true })).toBeVisible();
    // Its registration is as the build's clock says (open before the deadline).
    const registration = registrationNow(moved!);
    if (registration.open) {
      await expect(page.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
        'href',
        registration.formLink,
      );
    }

    const data = await jsonLd(page);
    expect(data).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: moved!.startsAt,
      endDate: moved!.endsAt,
      previousStartDate: previous,
    });

    await page.goto('/events/');
    const listed = card(page, moved!);
    await expect(listed.getByText(moved!.date, { exact: true })).toBeVisible();
    await expect(listed.getByText(sentence)).toBeVisible();
  });
});

for (const width of [1280, 360]) {
  test(`the status badges and sentences meet WCAG 2.2 AA (axe) at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The changed events' cards on the home page and the list, and their own pages' content:
    // what the statuses changed (every route as a whole is checked in every-route.spec.ts).
    const cards = [cancelled!, moved!].map(({ id }) => `[data-event-id="${id}"]`).join(', ');
    const network = trackNetwork(page);
    for (const [path, include] of [
      ['/', cards],
      ['/events/', cards],
      [eventPath(cancelled!.id), 'main'],
      [eventPath(moved!.id), 'main'],
    ]) {
      await page.goto(path!);
      await network.settled();
      await test.step(path!, () => expectNoAxeViolations(page, include));
    }
  });
}

test.describe('calendar files', () => {
  function parseEvents(text: string) {
    return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  }

  test('the changed events carry their status and a higher SEQUENCE, alone and in the feed', async ({
    request,
  }) => {
    for (const event of [cancelled!, moved!]) {
      const response = await request.get(eventCalendarPath(event.id));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const [vevent] = parseEvents(await response.text());
      const sequence = Number(vevent!.getFirstPropertyValue('sequence'));
      expect(sequence, `${event.id}: SEQUENCE`).toBeGreaterThan(baseline[event.id]!);
      expect(sequence).toBe(revisions.of(event.id).sequence + CALENDAR_FORM_REVISION);
      expect(String(vevent!.getFirstPropertyValue('last-modified'))).toBe(
        revisions.of(event.id).lastModified.toISOString().replace('.000Z', 'Z'),
      );
    }

    const feed = parseEvents(await (await request.get('/events/calendar.ics')).text());
    const byUid = new Map(feed.map((vevent) => [vevent.getFirstPropertyValue('uid'), vevent]));
    const inFeed = (event: Event) => byUid.get(calendarUid(event))!;

    const off = inFeed(cancelled!);
    expect(off.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(off.getFirstPropertyValue('sequence')).toBe(
      baseline[cancelled!.id]! + CALENDAR_FORM_REVISION + 1,
    );
    expect(new ICAL.Event(off).summary).toBe(`Cancelled: ${cancelled!.title}`);

    const entry = inFeed(moved!);
    expect(entry.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // Postponed, then rescheduled: two changes.
    expect(entry.getFirstPropertyValue('sequence')).toBe(
      baseline[moved!.id]! + CALENDAR_FORM_REVISION + 2,
    );
    expect(new ICAL.Event(entry).startDate.toJSDate()).toEqual(new Date(moved!.startsAt));

    // Every other event is as it was.
    for (const event of events.filter((each) => each !== cancelled && each !== moved)) {
      expect(inFeed(event).getFirstPropertyValue('sequence'), event.id).toBe(
        baseline[event.id]! + CALENDAR_FORM_REVISION,
      );
      expect(inFeed(event).getFirstPropertyValue('status')).toBe('CONFIRMED');
    }
  });
});
