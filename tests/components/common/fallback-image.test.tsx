import { fireEvent, render, screen } from '@testing-library/react';

import { FallbackImage } from '@/components/common/fallback-image';

describe('FallbackImage', () => {
  it('steps through its fallbacks in order, stopping at the last', () => {
    render(
      <FallbackImage
        src="https://storage.example/cricket.jpg"
        fallbackSrc={['/images/Events/cricket.svg', '/images/placeholders/event.svg']}
        alt="Cricket artwork"
        width={160}
        height={90}
      />,
    );
    const image = screen.getByRole('img', { name: 'Cricket artwork' });
    expect(image).toHaveAttribute('src', 'https://storage.example/cricket.jpg');
    expect(image).not.toHaveAttribute('data-fallback');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/Events/cricket.svg');
    expect(image).toHaveAttribute('data-fallback', 'true');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/placeholders/event.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/placeholders/event.svg');
  });

  it('accepts a single fallback and starts over when its src changes', () => {
    const { rerender } = render(
      <FallbackImage src="/a.svg" fallbackSrc="/placeholder.svg" alt="A" width={1} height={1} />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/placeholder.svg');

    rerender(
      <FallbackImage src="/b.svg" fallbackSrc="/placeholder.svg" alt="A" width={1} height={1} />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.svg');
  });
});
