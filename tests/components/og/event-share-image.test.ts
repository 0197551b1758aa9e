/** @jest-environment node */
import { generateMetadata } from '@/app/events/[id]/page';

import type { Event } from '@/lib/events/content';
import type { Draw } from '@/lib/events/draw/load';
import { eventShareImagePath } from '@/lib/events/paths';
import { eventShareCard } from '@/lib/events/share-card';
import { siteConfig } from '@/lib/site-config';
import { eventShareImage } from '@/components/og/event-share-image';

import { CUP_START, cupDraw } from '../../support/draws';
import { fixtureEvent, OPEN_REGISTRATION } from '../../support/events';

// The address an event page gives its share image (og:image, twitter:image), read from the
// page's own generateMetadata with a fixture event and draw: link previews keep an image by its
// address, so it must change exactly when the card drawn at it does.

/** The event the page's loader finds, and the draw getDrawView finds for it. */
let current: Event;
let served: Draw | undefined;
/** The build's clock. */
let now = new Date();
jest.mock('@/lib/events/content', () => ({
  ...jest.requireActual('@/lib/events/content'),
  getEventById: () => current,
}));
jest.mock('@/lib/events/draw/load', () => ({
  ...jest.requireActual('@/lib/events/draw/load'),
  getDraw: () => served,
}));
jest.mock('@/lib/clock/build', () => ({
  ...jest.requireActual('@/lib/clock/build'),
  buildNow: () => now,
}));

const START = CUP_START;
const END = '2025-04-09T18:00:00+05:30';
/** Weeks before the event, and days after it. */
const BEFORE = new Date('2025-03-20T10:00:00+05:30');
const AFTER = new Date('2025-04-12T10:00:00+05:30');

/** A fixture event with known dates (whatever today's content says), changed by `change`. */
function cup(change: Record<string, unknown> = {}): Event {
  return fixtureEvent(
    {
      startsAt: START,
      endsAt: END,
      status: 'scheduled',
      previousStartsAt: undefined,
      registration: OPEN_REGISTRATION,
      ...change,
    },
    'cup',
  );
}

/** The og:image and twitter:image the page's metadata names for `event`, built at `at`. */
async function imageAddress(event: Event, at: Date, draw?: Draw): Promise<string> {
  current = event;
  served = draw;
  now = at;
  const metadata = await generateMetadata({ params: Promise.resolve({ id: event.id }) });
  const og = (metadata.openGraph?.images as { url: string }[] | undefined)?.map((i) => i.url);
  const twitter = (metadata.twitter?.images as { url: string }[] | undefined)?.map((i) => i.url);
  expect(og).toHaveLength(1);
  expect(twitter).toEqual(og);
  return og![0]!;
}

describe("an event page's share image address", () => {
  it('is the drawn file with a version: /events/<id>/opengraph-image?v=<12 hex>', async () => {
    const url = await imageAddress(cup(), BEFORE);
    const [path, query] = url.split('?');
    expect(path).toBe(eventShareImagePath('cup'));
    expect(query).toMatch(/^v=[0-9a-f]{12}$/);
  });

  it('stays the same on a rebuild of the same card: a later clock, text the card does not draw', async () => {
    const first = await imageAddress(cup(), BEFORE);
    expect(await imageAddress(cup(), BEFORE)).toBe(first);
    // The daily rebuild a week later: nothing on the card changed.
    expect(await imageAddress(cup(), new Date(BEFORE.getTime() + 7 * 86_400_000))).toBe(first);
    // The page's description, fees and registration are not on the card.
    const unchanged = cup({
      description: 'A different description, which the share card does not show.',
      fees: [{ amount: 999, label: 'per team' }],
    });
    expect(eventShareCard(unchanged, BEFORE)).toEqual(eventShareCard(cup(), BEFORE));
    expect(await imageAddress(unchanged, BEFORE)).toBe(first);
  });

  it('changes when the event is cancelled or postponed, or moves to new dates', async () => {
    const scheduled = await imageAddress(cup(), BEFORE);
    const cancelled = await imageAddress(cup({ status: 'cancelled' }), BEFORE);
    const postponed = await imageAddress(cup({ status: 'postponed' }), BEFORE);
    const moved = await imageAddress(
      cup({
        status: 'rescheduled',
        previousStartsAt: START,
        startsAt: '2025-04-15T09:00:00+05:30',
        endsAt: '2025-04-16T18:00:00+05:30',
      }),
      BEFORE,
    );
    expect(new Set([scheduled, cancelled, postponed, moved]).size).toBe(4);
  });

  it('changes when the title or the venue on the card changes', async () => {
    const first = await imageAddress(cup(), BEFORE);
    expect(await imageAddress(cup({ title: 'Renamed Cup' }), BEFORE)).not.toBe(first);
    expect(await imageAddress(cup({ location: 'Indoor Hall' }), BEFORE)).not.toBe(first);
  });

  it("changes when the final's result is recorded (the card names the champion), and only then", async () => {
    const waiting = await imageAddress(cup(), AFTER, cupDraw());
    const recorded = await imageAddress(cup(), AFTER, cupDraw('Bea'));
    expect(eventShareCard(cup(), AFTER).lines[0]).toBe('Champion: Bea');
    expect(recorded).not.toBe(waiting);
    expect(await imageAddress(cup(), AFTER, cupDraw('Ann'))).not.toBe(recorded);
    // Rebuilt the next day with the same result: the same address.
    const nextDay = new Date(AFTER.getTime() + 86_400_000);
    expect(await imageAddress(cup(), nextDay, cupDraw('Bea'))).toBe(recorded);
  });

  it('is what eventShareImage makes, the address JSON-LD names too', async () => {
    const event = cup({ status: 'cancelled' });
    expect(await imageAddress(event, BEFORE)).toBe((await eventShareImage(event, BEFORE)).url);
  });
});

describe("an event page's share image alt text", () => {
  /** The og:image and twitter:image alt texts the page's metadata gives `event`, built at `at`. */
  async function alts(event: Event, at: Date, draw?: Draw) {
    current = event;
    served = draw;
    now = at;
    const metadata = await generateMetadata({ params: Promise.resolve({ id: event.id }) });
    const og = (metadata.openGraph?.images as { alt?: string }[]).map((image) => image.alt);
    const twitter = (metadata.twitter?.images as { alt?: string }[]).map((image) => image.alt);
    expect(twitter).toEqual(og);
    return og;
  }

  it('says what the card says: the event, its category, when and where, or its champion', async () => {
    const card = eventShareCard(cup(), BEFORE);
    expect(await alts(cup(), BEFORE)).toEqual([
      `${card.title} (${card.eyebrow}): ${card.lines[0]}. ${card.lines[1]}. ${siteConfig.name}`,
    ]);
    const [cancelled] = await alts(cup({ status: 'cancelled' }), BEFORE);
    expect(cancelled).toContain(eventShareCard(cup({ status: 'cancelled' }), BEFORE).lines[0]);
    const [finished] = await alts(cup(), AFTER, cupDraw('Bea'));
    expect(finished).toContain('Champion: Bea');
  });
});
