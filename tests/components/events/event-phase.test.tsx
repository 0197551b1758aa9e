import { render } from '@testing-library/react';

import { eventPhase } from '@/lib/events/phase';
import { phaseLabel, phaseSentence } from '@/components/events/event-phase';

import { CLOSED_REGISTRATION, fixtureEvent } from '../../support/events';

// April 8-10, 2025, 2:00 PM to 8:00 PM each day (Kolkata), registration on the spot.
const event = fixtureEvent({
  status: 'scheduled',
  startsAt: '2025-04-08T14:00:00+05:30',
  endsAt: '2025-04-10T20:00:00+05:30',
  registration: CLOSED_REGISTRATION,
});

/** What the event page and the card's badge say at `iso`. */
function saysAt(iso: string) {
  const phase = eventPhase(event, new Date(iso));
  const { container, unmount } = render(<p>{phaseSentence(phase, event)}</p>);
  const sentence = container.textContent;
  unmount();
  return [sentence, phaseLabel(phase, event) ?? ''];
}

describe("an event page's line about time", () => {
  it('says nothing the day before, and on its first day at what time it starts', () => {
    expect(saysAt('2025-04-07T23:59:00+05:30')).toEqual(['', '']);
    expect(saysAt('2025-04-08T00:00:00+05:30')).toEqual(['Starts today at 2:00 PM.', '']);
    expect(saysAt('2025-04-08T13:59:00+05:30')).toEqual(['Starts today at 2:00 PM.', '']);
  });

  it('then on now, which day starts when between its days, and ended', () => {
    expect(saysAt('2025-04-08T14:00:00+05:30')).toEqual(['On now.', 'On now']);
    expect(saysAt('2025-04-09T09:45:00+05:30')).toEqual([
      'Day 2 of 3 starts April 9, 2025 at 2:00 PM.',
      'Day 2 at 2:00 PM',
    ]);
    expect(saysAt('2025-04-10T20:00:00+05:30')).toEqual([
      'This event has ended: April 8-10, 2025.',
      'Ended',
    ]);
  });
});
