'use client';

import * as React from 'react';
import { Share2 } from 'lucide-react';

import type { ShareFabMenuProps } from './share-fab-menu';

export const SHARE_FAB_CLASS =
  'flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lg ring-2 ring-primary-foreground/70 hover:bg-accent-hover data-[state=open]:bg-accent-hover motion-safe:transition-transform motion-safe:hover:scale-105';

function subscribeNever() {
  return () => {};
}

type Menu = React.ComponentType<ShareFabMenuProps>;

/**
 * The floating share button (bottom right, every page). Its menu and the Radix code behind it
 * load on the visitor's first intent (hover, focus, touch), not with the page. Needs JavaScript,
 * so it is rendered after hydration only.
 */
export function ShareFab() {
  const [Menu, setMenu] = React.useState<Menu | null>(null);
  const [openRequested, setOpenRequested] = React.useState(false);
  const [hadFocus, setHadFocus] = React.useState(false);
  const [viaKeyboard, setViaKeyboard] = React.useState(false);
  const loading = React.useRef(false);
  const hydrated = React.useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./share-fab-menu').then((module) => setMenu(() => module.ShareFabMenu));
  };

  if (!hydrated) return null;
  return (
    <div className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 sm:right-6 sm:bottom-6">
      {Menu ? (
        <Menu
          defaultOpen={openRequested}
          focusTrigger={hadFocus}
          openedWithKeyboard={viaKeyboard}
        />
      ) : (
        <button
          type="button"
          aria-label="Share this page"
          aria-haspopup="menu"
          aria-expanded={false}
          className={SHARE_FAB_CLASS}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={() => {
            setHadFocus(true);
            load();
          }}
          onBlur={() => setHadFocus(false)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            setViaKeyboard(true);
            setOpenRequested(true);
            load();
          }}
          onClick={() => {
            setOpenRequested(true);
            load();
          }}
        >
          <Share2 aria-hidden="true" className="size-6" />
        </button>
      )}
    </div>
  );
}
