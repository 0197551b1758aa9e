import { render, screen } from '@testing-library/react';

import { Img } from '@/components/ui/img';

describe('Img loading', () => {
  it('is lazy unless told otherwise', () => {
    render(<Img src="/a.svg" alt="A" width={10} height={10} />);
    expect(screen.getByAltText('A')).toHaveAttribute('loading', 'lazy');
  });

  it('loads an eager picture with the page, at its normal priority', () => {
    render(<Img src="/a.svg" alt="A" width={10} height={10} eager />);
    const img = screen.getByAltText('A');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).not.toHaveAttribute('eager');
  });

  it('loads a priority picture with the page, at high priority', () => {
    render(<Img src="/a.svg" alt="A" width={10} height={10} priority />);
    const img = screen.getByAltText('A');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
