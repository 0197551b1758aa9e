import { render } from '@testing-library/react';

import { useRouteChangeEffect } from '@/lib/hooks/use-route-change-effect';

function Probe({ route, effect }: { route: string; effect: (route: string) => void }) {
  useRouteChangeEffect(route, () => effect(route));
  return null;
}

describe('useRouteChangeEffect', () => {
  it('runs on every change of the route, never on the first mount', () => {
    const effect = jest.fn();
    const { rerender } = render(<Probe route="/" effect={effect} />);
    expect(effect).not.toHaveBeenCalled();
    rerender(<Probe route="/" effect={effect} />);
    expect(effect).not.toHaveBeenCalled();
    rerender(<Probe route="/events/" effect={effect} />);
    expect(effect).toHaveBeenCalledTimes(1);
    expect(effect).toHaveBeenLastCalledWith('/events/');
    rerender(<Probe route="/" effect={effect} />);
    expect(effect).toHaveBeenCalledTimes(2);
    expect(effect).toHaveBeenLastCalledWith('/');
  });
});
