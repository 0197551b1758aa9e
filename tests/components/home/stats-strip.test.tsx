import { act, render, screen } from '@testing-library/react';

import { kolkataNewYear } from '@/lib/clock/kolkata';
import { siteStatSteps, STAT_YEARS_AHEAD } from '@/lib/content/site';
import { StatsStrip } from '@/components/home/stats-strip';

// The test's own club, founded in 2016: one stat counts its years, one is a plain figure.
const club = {
  foundedYear: 2016,
  stats: [
    { value: '{years}+', label: 'Years of Excellence' },
    { value: '25+', label: 'Events' },
  ],
};
// Half an hour before Kolkata's New Year 2027.
const BUILT_AT = new Date('2026-12-31T23:30:00+05:30');

const figure = (label: string) =>
  screen.getByText(label).closest('li')!.firstElementChild!.textContent;

describe('siteStatSteps', () => {
  it('works out the years stat at each Kolkata New Year ahead, and a plain figure once', () => {
    const [years, events] = siteStatSteps(club, BUILT_AT);
    expect(years!.steps).toHaveLength(1 + STAT_YEARS_AHEAD);
    expect(years!.steps.slice(0, 3)).toEqual([
      { from: 0, value: '10+' },
      { from: kolkataNewYear(2027), value: '11+' },
      { from: kolkataNewYear(2028), value: '12+' },
    ]);
    expect(years!.steps.at(-1)).toEqual({
      from: kolkataNewYear(2026 + STAT_YEARS_AHEAD),
      value: `${10 + STAT_YEARS_AHEAD}+`,
    });
    expect(events).toEqual({ label: 'Events', steps: [{ from: 0, value: '25+' }] });
  });

  it('starts from the build moment, whatever the zone: 18:30 UTC on December 31 is already the new year', () => {
    const [years] = siteStatSteps(club, new Date('2026-12-31T18:30:00Z'));
    expect(years!.steps[0]).toEqual({ from: 0, value: '11+' });
    expect(years!.steps[1]).toEqual({ from: kolkataNewYear(2028), value: '12+' });
  });
});

describe('StatsStrip', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(BUILT_AT);
  });
  afterEach(() => jest.useRealTimers());

  it("shows the build's figures, then the years stat turns at Kolkata midnight on January 1", () => {
    render(<StatsStrip stats={siteStatSteps(club, BUILT_AT)} />);
    expect(figure('Years of Excellence')).toBe('10+');
    expect(figure('Events')).toBe('25+');
    // Each reads as it shows, number first.
    expect(screen.getByText('Events').closest('li')).toHaveTextContent('25+ Events');
    act(() => jest.advanceTimersByTime(29 * 60_000));
    expect(figure('Years of Excellence')).toBe('10+');
    act(() => jest.advanceTimersByTime(60_000));
    expect(figure('Years of Excellence')).toBe('11+');
    expect(figure('Events')).toBe('25+');
  });
});
