'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';

import { useRouteChangeEffect } from '@/lib/hooks/use-route-change-effect';
import { isNavGroup, type NavGroup, type NavItem } from '@/lib/nav';
import { Link } from '@/components/ui/link';
import { ChevronDown } from '@/components/icons/line-icons';

import { ariaCurrent, isActivePath } from './nav-utils';

export type DesktopNavProps = { items: readonly NavItem[] };

/**
 * Desktop navigation: links plus disclosure dropdowns that also work without JavaScript. Each
 * <details> owns its open state (React never sets `open`), so a group opened before React took
 * over stays open. With JavaScript, one listener set on the document closes them: opening one
 * closes the others; a click or focus outside, Escape and a route change close it.
 */
export function DesktopNav({ items }: DesktopNavProps) {
  const pathname = usePathname();
  const ref = React.useRef<HTMLElement>(null);

  useRouteChangeEffect(pathname, () => closeGroups(ref.current));

  React.useEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (opened.open) closeGroups(nav, opened);
    };
    const onPointerDown = (event: PointerEvent) => closeGroups(nav, event.target as Node);
    const onFocusIn = (event: FocusEvent) => closeGroups(nav, event.target as Node);
    const onKeyDown = (event: KeyboardEvent) => {
      const open = nav.querySelector<HTMLDetailsElement>('details[open]');
      if (event.key !== 'Escape' || !open) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    };
    // toggle does not bubble: listen in the capture phase.
    nav.addEventListener('toggle', onToggle, true);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      nav.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <nav
      ref={ref}
      aria-label="Main"
      // Next to the logo, not centred: a header drawn before its buttons have arrived (a slow
      // phone, a busy parser) has its nav where it stays (e2e/layout.spec.ts, "drawn while the
      // page arrives"); centred, it sat at the right edge and then jumped left.
      className="hidden xl:mr-auto xl:ml-6 xl:block"
    >
      <ul className="flex items-center">
        {items.map((item) =>
          isNavGroup(item) ? (
            <li key={item.title}>
              <NavDropdown group={item} pathname={pathname} />
            </li>
          ) : (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={ariaCurrent(pathname, item.href)}
                className="nav-link"
              >
                {item.title}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** Closes every open group of the nav except the one holding `keep`. */
function closeGroups(nav: HTMLElement | null, keep?: Node | null) {
  nav?.querySelectorAll('details').forEach((details) => {
    if (!keep || !details.contains(keep)) details.open = false;
  });
}

type NavDropdownProps = { group: NavGroup; pathname: string };

function NavDropdown({ group, pathname }: NavDropdownProps) {
  const active = group.items.some((link) => isActivePath(pathname, link.href));

  return (
    <details
      // The visitor may open it before React arrives: `open` then differs from the HTML.
      suppressHydrationWarning
      className="group relative"
    >
      <summary
        data-active={active}
        className="nav-link cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden"
      >
        {group.title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="absolute top-full left-0 mt-2 w-max min-w-56 rounded-lg border bg-primary p-2 shadow-xl">
        {group.items.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={ariaCurrent(pathname, link.href)}
              onClick={(event) => {
                const details = event.currentTarget.closest('details');
                if (details) details.open = false;
              }}
              className="nav-menu-link"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
