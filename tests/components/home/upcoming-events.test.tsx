import { render, screen, within } from '@testing-library/react';

import { eventPath } from '@/lib/events/paths';
import { UpcomingEvents } from '@/components/home/upcoming-events';

import { fixtureEvent, OPEN_REGISTRATION } from '../../support/events';

// The page's clock: each test sets the moment the page is read at.
let mockNow = 0;
jest.mock('@/lib/clock/page', () => ({ pageNow: () => mockNow }));

const event = fixtureEvent({
  startsAt: '2025-04-08T09:00:00+05:30',
  endsAt: '2025-04-10T20:00:00+05:30',
  registration: OPEN_REGISTRATION,
});
const latestResults = [{ event, champion: 'Example Tigers' }];
const before = new Date('2025-03-20T10:00:00+05:30');
const after = new Date('2025-04-11T10:00:00+05:30');

describe('UpcomingEvents', () => {
  it('before the event: its card, and no latest results', () => {
    mockNow = before.getTime();
    render(
      <UpcomingEvents events={[event]} count={3} now={before} latestResults={latestResults} />,
    );
    expect(screen.getByTestId('event-card')).toBeInTheDocument();
    expect(screen.getByText('Mark your calendar')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest results' })).not.toBeInTheDocument();
  });

  it('once every event has ended: the next events will be announced, and the champions', () => {
    mockNow = after.getTime();
    render(<UpcomingEvents events={[event]} count={3} now={after} latestResults={latestResults} />);
    expect(screen.queryByTestId('event-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('no-upcoming-events')).toHaveTextContent(
      'The next events will be announced here.',
    );
    // Nothing to mark in a calendar any more.
    expect(screen.queryByText('Mark your calendar')).not.toBeInTheDocument();
    expect(screen.getByText('Coming next')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Latest results' });
    expect(within(results).getByRole('link', { name: event.title })).toHaveAttribute(
      'href',
      expect.stringContaining(`${eventPath(event.id).replace(/\/$/, '')}`),
    );
    expect(within(results).getByRole('listitem')).toHaveTextContent(
      `${event.title}${event.date}Champion: Example Tigers`,
    );
  });

  it('once every event has ended without a knockout: the sentence alone', () => {
    mockNow = after.getTime();
    render(<UpcomingEvents events={[event]} count={3} now={after} />);
    expect(screen.getByTestId('no-upcoming-events')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest results' })).not.toBeInTheDocument();
  });
});
