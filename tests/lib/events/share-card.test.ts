import type { Draw } from '@/lib/events/draw/load';
import { eventShareCard } from '@/lib/events/share-card';
import { siteConfig } from '@/lib/site-config';

import { CUP_START, cupDraw } from '../../support/draws';
import { fixtureEvent } from '../../support/events';

/** The draw getDrawView finds for an event (a fixture's, not content/draws/). */
let served: Draw | undefined;
jest.mock('@/lib/events/draw/load', () => ({
  ...jest.requireActual('@/lib/events/draw/load'),
  getDraw: () => served,
}));
beforeEach(() => (served = undefined));

const LONG_AFTER = new Date('2099-01-01T00:00:00Z');
/** Before the event starts no result shows, so a knockout has no champion yet. */
const beforeStart = (event: { startsAt: string }) => new Date(Date.parse(event.startsAt) - 1);

describe('an event share card', () => {
  it('gives the category, the title, the date and time, and the place', () => {
    const event = fixtureEvent({ status: 'scheduled' });
    expect(eventShareCard(event, beforeStart(event))).toEqual({
      eyebrow: event.category,
      title: event.title,
      lines: [`${event.date}, ${event.time}`, `${event.location}, ${siteConfig.institute}`],
    });
  });

  it('says what became of a cancelled event instead of its date', () => {
    const event = fixtureEvent({ status: 'cancelled' });
    const [when] = eventShareCard(event, beforeStart(event)).lines;
    expect(when).toMatch(/cancel/i);
    expect(when).not.toBe(`${event.date}, ${event.time}`);
  });

  it('names the champion of a finished knockout first, and only after its final', () => {
    // The fixture cup's final (Ann v Bea) starts on April 9 at 2 PM; Bea wins it.
    const cup = fixtureEvent(
      { startsAt: CUP_START, endsAt: '2025-04-09T18:00:00+05:30', status: 'scheduled' },
      'cup',
    );
    const when = `${cup.date}, ${cup.time}`;
    const where = `${cup.location}, ${siteConfig.institute}`;
    served = cupDraw('Bea');
    expect(eventShareCard(cup, LONG_AFTER).lines).toEqual(['Champion: Bea', when]);
    expect(eventShareCard(cup, new Date('2025-04-09T14:00:00+05:30')).lines[0]).toBe(
      'Champion: Bea',
    );
    expect(eventShareCard(cup, new Date('2025-04-09T13:59:00+05:30')).lines).toEqual([when, where]);
    expect(eventShareCard(cup, beforeStart(cup)).lines).toEqual([when, where]);
    // No final result recorded: no champion, however late.
    served = cupDraw();
    expect(eventShareCard(cup, LONG_AFTER).lines).toEqual([when, where]);
  });
});
