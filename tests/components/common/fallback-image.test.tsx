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

  it('offers the build-made AVIF and WebP copies, and drops them once the file has failed', () => {
    const sources = {
      width: 1600,
      height: 1200,
      avif: '/_img/a.0123456789-480.avif 480w, /_img/a.0123456789-1600.avif 1600w',
      webp: '/_img/a.0123456789-480.webp 480w, /_img/a.0123456789-1600.webp 1600w',
    };
    const { container } = render(
      <FallbackImage
        src="/images/gallery/football/a.jpg"
        sources={sources}
        fallbackSrc="/placeholder.svg"
        alt="A"
        sizes="50vw"
      />,
    );
    const offered = [...container.querySelectorAll('picture > source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    expect(offered).toEqual([
      ['image/avif', sources.avif, '50vw'],
      ['image/webp', sources.webp, '50vw'],
    ]);
    const image = screen.getByRole('img', { name: 'A' });
    expect(image).toHaveAttribute('src', '/images/gallery/football/a.jpg');
    // The copies' own size reserves the frame.
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');

    fireEvent.error(image);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/placeholder.svg');
  });
});
