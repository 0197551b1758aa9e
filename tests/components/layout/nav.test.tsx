import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { siteConfig } from '@/lib/site-config';
import { HeaderShell } from '@/components/layout/header-shell';
import { MobileNav } from '@/components/layout/mobile-nav';
import { isActivePath } from '@/components/layout/nav-utils';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

describe('HeaderShell', () => {
  it('turns solid only after more than 50 px of scroll', () => {
    render(<HeaderShell>menu</HeaderShell>);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-solid', 'false');
    act(() => {
      window.scrollY = 50;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-solid', 'false');
    act(() => {
      window.scrollY = 51;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-solid', 'true');
  });
});

describe('MobileNav', () => {
  beforeEach(() => {
    mockPathname = '/';
  });

  function details() {
    return screen.getByLabelText(/menu/i).closest('details') as HTMLDetailsElement;
  }

  it('closes when a link is tapped', async () => {
    render(<MobileNav items={siteConfig.mainNav} actions={<a href="/signin/">Sign In</a>} />);
    await userEvent.click(screen.getByLabelText('Open menu'));
    expect(details().open).toBe(true);
    expect(screen.getByLabelText('Close menu')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Events' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(details().open).toBe(false);
  });

  it('closes when the route changes', async () => {
    const { rerender } = render(<MobileNav items={siteConfig.mainNav} actions={null} />);
    await userEvent.click(screen.getByLabelText('Open menu'));
    expect(details().open).toBe(true);
    mockPathname = '/events/';
    rerender(<MobileNav items={siteConfig.mainNav} actions={null} />);
    expect(details().open).toBe(false);
  });
});

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/events/', '/', false],
    ['/events/cricket/', '/events/', true],
    ['/events', '/events/', true],
    ['/eventsx/', '/events/', false],
  ])('%s is under %s: %s', (pathname, href, expected) => {
    expect(isActivePath(pathname, href)).toBe(expected);
  });
});
