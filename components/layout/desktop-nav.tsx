'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { ChevronDown } from 'lucide-react';

import { useOnChange } from '@/lib/hooks/use-on-change';
import { isNavGroup, type NavGroup, type NavItem } from '@/lib/nav';
import { cn } from '@/lib/utils';
import { Link } from '@/components/ui/link';

import { isActivePath } from './nav-utils';

export type DesktopNavProps = { items: readonly NavItem[] };

/** Desktop navigation: links plus disclosure dropdowns that also work without JavaScript. */
export function DesktopNav({ items }: DesktopNavProps) {
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = React.useState<string | null>(null);

  useOnChange(pathname, () => setOpenGroup(null));

  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center">
        {items.map((item) =>
          isNavGroup(item) ? (
            <li key={item.title}>
              <NavDropdown
                group={item}
                pathname={pathname}
                open={openGroup === item.title}
                onOpenChange={(open) => setOpenGroup(open ? item.title : null)}
              />
            </li>
          ) : (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
                className={linkClass}
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

const linkClass =
  'flex h-11 items-center rounded-md px-2.5 whitespace-nowrap text-[0.95rem] font-semibold text-primary-foreground/90 hover:bg-white/10 hover:text-primary-foreground aria-[current=page]:text-accent';

type NavDropdownProps = {
  group: NavGroup;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function NavDropdown({ group, pathname, open, onOpenChange }: NavDropdownProps) {
  const ref = React.useRef<HTMLDetailsElement>(null);
  const active = group.items.some((link) => isActivePath(pathname, link.href));

  React.useEffect(() => {
    if (!open) return;
    const details = ref.current;
    const onPointerDown = (event: PointerEvent) => {
      if (details && !details.contains(event.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      details?.querySelector('summary')?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (details && event.relatedTarget && !details.contains(event.relatedTarget as Node)) {
        onOpenChange(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    details?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      details?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, onOpenChange]);

  return (
    <details
      ref={ref}
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open !== open) onOpenChange(event.currentTarget.open);
      }}
      className="group relative"
    >
      <summary
        data-active={active}
        className={cn(
          linkClass,
          'cursor-pointer list-none gap-1 data-[active=true]:text-accent [&::-webkit-details-marker]:hidden',
        )}
      >
        {group.title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="absolute top-full left-0 mt-2 w-56 rounded-lg border bg-primary p-2 shadow-xl">
        {group.items.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
              onClick={() => onOpenChange(false)}
              className="flex min-h-11 items-center rounded-md px-3 font-semibold text-primary-foreground/90 hover:bg-white/10 aria-[current=page]:text-accent"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
