import { getAllEvents } from '@/lib/events/content';
import { getDrawView } from '@/lib/events/draw/headline';
import { eventShareCard } from '@/lib/events/share-card';
import { siteConfig } from '@/lib/site-config';

import { fixtureEvent } from '../../support/events';

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
    const finished = getAllEvents().filter((event) => getDrawView(event, LONG_AFTER)?.champion);
    expect(finished.length).toBeGreaterThan(0);
    for (const event of finished) {
      const champion = getDrawView(event, LONG_AFTER)!.champion!.name;
      expect(eventShareCard(event, LONG_AFTER).lines[0]).toBe(`Champion: ${champion}`);
      expect(eventShareCard(event, beforeStart(event)).lines.join(' ')).not.toContain('Champion');
    }
  });
});
