import { render, screen } from '@testing-library/react';

import { Link } from '@/components/ui/link';

describe('Link', () => {
  it('renders ordinary pages through next/link (which normalises the address)', () => {
    render(<Link href="/events/">Events</Link>);
    // next/link drops the trailing slash outside a build with trailingSlash; a plain <a> keeps it.
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
  });

  it('is a plain link, with its own attributes only, into a page with its own policy', () => {
    render(
      <Link href="/contact/" className="cta" aria-label="Join Our Team" replace scroll={false}>
        Join
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Join Our Team' });
    expect(link).toHaveAttribute('href', '/contact/');
    expect(link).toHaveClass('cta');
    expect(link).not.toHaveAttribute('replace');
    expect(link).not.toHaveAttribute('scroll');
  });
});
