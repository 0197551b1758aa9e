import type * as React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { siteConfig } from '@/lib/site-config';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { HeaderShell } from '@/components/layout/header-shell';
import { MobileNav } from '@/components/layout/mobile-nav';
import { ariaCurrent, isActivePath } from '@/components/layout/nav-utils';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

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
    // jsdom has no media queries: a phone's screen, below the desktop navigation's breakpoint
    // (closing on a wider screen is a browser journey, e2e/layout.spec.ts).
    window.matchMedia = (media: string) =>
      ({
        media,
        matches: false,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
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

/**
 * The pre-rendered HTML of `ui`, changed by `visitor` as someone would before the scripts ran,
 * then hydrated by React.
 */
function hydrateAfter(ui: React.ReactElement, visitor: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  visitor(container);
  return render(ui, { container, hydrate: true });
}

describe('before hydration', () => {
  beforeEach(() => {
    mockPathname = '/';
  });

  it('a mobile menu opened before React stays open, and closes on the next route change', async () => {
    const ui = () => <MobileNav items={siteConfig.mainNav} actions={null} />;
    const { container, rerender } = hydrateAfter(ui(), (html) => {
      html.querySelector('details')!.open = true;
    });
    const menu = container.querySelector('details')!;
    expect(menu.open).toBe(true);
    expect(await screen.findByLabelText('Close menu')).toBeInTheDocument();
    mockPathname = '/events/';
    rerender(ui());
    expect(menu.open).toBe(false);
    await waitFor(() => expect(screen.getByLabelText('Open menu')).toBeInTheDocument());
  });

  it('a mobile menu opened before React closes on Escape', async () => {
    hydrateAfter(<MobileNav items={siteConfig.mainNav} actions={null} />, (html) => {
      html.querySelector('details')!.open = true;
    });
    await screen.findByLabelText('Close menu');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByLabelText(/menu/).closest('details')!.open).toBe(false);
  });

  it('a desktop group opened before React stays open, and closes on an outside click and on navigation', async () => {
    const ui = () => <DesktopNav items={siteConfig.mainNav} />;
    const { container, rerender } = hydrateAfter(ui(), (html) => {
      html.querySelector('details')!.open = true;
    });
    const group = container.querySelector('details')!;
    expect(group.open).toBe(true);
    // Its listeners are on once React has read the open state.
    await waitFor(() => {
      fireEvent.pointerDown(document.body);
      expect(group.open).toBe(false);
    });
    group.open = true;
    mockPathname = '/events/';
    rerender(ui());
    expect(group.open).toBe(false);
  });

  it('the page stays where the visitor scrolled when React arrives; a navigation scrolls to the top', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = hydrateAfter(<ScrollToTop />, () => {});
    expect(scrollTo).not.toHaveBeenCalled();
    mockPathname = '/events/';
    rerender(<ScrollToTop />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollTo.mockRestore();
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

describe('the current page in the navigation', () => {
  it.each([
    ['/events/', 'page'],
    ['/events/football/', 'true'],
  ])('on %s, Events says aria-current="%s" in both menus', (pathname, expected) => {
    mockPathname = pathname;
    render(
      <>
        <DesktopNav items={siteConfig.mainNav} />
        <MobileNav items={siteConfig.mainNav} actions={null} />
      </>,
    );
    const links = screen.getAllByRole('link', { name: 'Events', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('aria-current', expected);
    expect(screen.getAllByRole('link', { name: 'Home', hidden: true })[0]).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('ariaCurrent', () => {
  it.each([
    ['/events/', '/events/', 'page'],
    ['/events', '/events/', 'page'],
    ['/events/football/', '/events/', 'true'],
    ['/events/football/', '/', undefined],
    ['/about/', '/events/', undefined],
  ])('on %s, the link to %s: %s', (pathname, href, expected) => {
    expect(ariaCurrent(pathname, href)).toBe(expected);
  });
});
