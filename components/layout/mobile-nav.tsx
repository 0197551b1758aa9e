'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';

import { useRouteChangeEffect } from '@/lib/hooks/use-route-change-effect';
import { isNavGroup, type NavItem } from '@/lib/nav';
import { Link } from '@/components/ui/link';
import { ChevronDown, Menu, X } from '@/components/icons/line-icons';

import { ariaCurrent } from './nav-utils';

/** Tailwind's `xl`, from which the header shows the desktop navigation and hides this menu. */
const DESKTOP_NAV_QUERY = '(width >= 80rem)';

export type MobileNavProps = { items: readonly NavItem[]; actions: React.ReactNode };

/**
 * Full-screen mobile menu with accordion groups. Built on <details> so it opens without
 * JavaScript. The <details> owns open and closed (React never sets `open`), so a menu the
 * visitor opened before React took over stays open and still closes on route change, on
 * tapping a link and on Escape. The page behind it is locked by CSS (app/globals.css), so
 * that also holds before and without JavaScript, and made inert while it is open.
 */
export function MobileNav({ items, actions }: MobileNavProps) {
  const pathname = usePathname();
  const ref = React.useRef<HTMLDetailsElement>(null);
  // Mirrors the <details> (its toggle event), for the label and the Escape key.
  const [open, setOpen] = React.useState(false);

  // Opened before hydration: its toggle event fired before React listened.
  React.useLayoutEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);

  const close = () => {
    if (ref.current) ref.current.open = false;
  };

  useRouteChangeEffect(pathname, close);

  // Open, it covers the page below the header like a dialog: the page is inert meanwhile, so Tab
  // and a screen reader's swipe stay in the menu and the header instead of reaching links hidden
  // under it.
  React.useEffect(() => {
    const details = ref.current;
    if (!open || !details) return;
    const page = [...document.body.children].filter(
      (element) => !element.contains(details) && !element.hasAttribute('inert'),
    );
    page.forEach((element) => element.setAttribute('inert', ''));
    return () => page.forEach((element) => element.removeAttribute('inert'));
  }, [open]);

  // Widened past the breakpoint while open (a tablet turned, a window maximised), the menu is
  // hidden by CSS and the desktop navigation shows: it closes, so the page is no longer inert.
  React.useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(DESKTOP_NAV_QUERY);
    const onChange = () => {
      if (wide.matches && ref.current) ref.current.open = false;
    };
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  React.useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      // An Escape a menu inside took (the account menu, which closes and keeps the focus on its
      // button in this menu) is not this menu's.
      if (event.key !== 'Escape' || event.defaultPrevented || !details) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <details
      ref={ref}
      data-mobile-nav=""
      // The visitor may open it before React arrives: `open` then differs from the HTML.
      suppressHydrationWarning
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group xl:hidden"
    >
      <summary aria-label={open ? 'Close menu' : 'Open menu'} className="menu-toggle">
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
      </summary>
      <div className="surface-dark mobile-nav-panel">
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1 text-lg">
            {items.map((item) =>
              isNavGroup(item) ? (
                <li key={item.title}>
                  <details className="group/acc" suppressHydrationWarning>
                    <summary className="mobile-nav-group">
                      {item.title}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 transition-transform group-open/acc:rotate-180"
                      />
                    </summary>
                    <ul className="ml-3 border-l border-white/20 pl-3">
                      {item.items.map((link) => (
                        <li key={link.href}>
                          <MobileLink href={link.href} pathname={pathname} onNavigate={close}>
                            {link.title}
                          </MobileLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <MobileLink href={item.href} pathname={pathname} onNavigate={close}>
                    {item.title}
                  </MobileLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        {/* Taps on the action links close the menu too; the account menu's button opens its
            own menu in this one, which stays (closed, its menu would point at nothing and hand
            the focus back to a hidden button). */}
        <div
          className="mt-6 flex flex-col gap-3 border-t border-white/20 pt-6"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) close();
          }}
        >
          {actions}
        </div>
      </div>
    </details>
  );
}

type MobileLinkProps = {
  href: string;
  pathname: string;
  onNavigate: () => void;
  children: React.ReactNode;
};

function MobileLink({ href, pathname, onNavigate, children }: MobileLinkProps) {
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={ariaCurrent(pathname, href)}
      className="mobile-nav-link"
    >
      {children}
    </Link>
  );
}
