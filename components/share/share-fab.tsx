'use client';

import * as React from 'react';

import { useHydratedWithStylesheet } from '@/lib/hooks/use-hydrated';
import { usePlaceholderTrigger } from '@/lib/hooks/use-placeholder-menu';
import { lazyModule } from '@/lib/lazy-module';
import { Share2 } from '@/components/icons/line-icons';

import type { ShareFabMenuProps } from './share-fab-menu';

type Menu = React.ComponentType<ShareFabMenuProps>;

export type ShareFabProps = {
  /** The site's public address (lib/site-config.ts): pages are shared at their canonical URL. */
  siteUrl: string;
  /** The share title, "Check this out from" and the club's name. */
  title: string;
};

const loadMenu = lazyModule(() => import('./share-fab-menu'));

/**
 * The floating share button (bottom right, every page). Its menu and the Radix code behind it
 * load on the visitor's first intent (hover, focus, touch), not with the page; a press or key
 * on the button before then opens the menu as soon as it has loaded. Needs JavaScript, so it is
 * rendered after hydration only, once the site stylesheet is in effect (its rules are not in the
 * page's critical CSS). On a phone or a short screen it steps aside while the visitor scrolls
 * down, reading, where it would cover the ends of lines and buttons, and comes back on the way up
 * and at the page's end (app/globals.css: only under 40rem wide or 24rem tall, and never while it
 * or its menu has the focus or the keyboard is in use).
 */
export function ShareFab({ siteUrl, title }: ShareFabProps) {
  const [Menu, setMenu] = React.useState<Menu | null>(null);
  const load = () => {
    // A failed download (no signal) is forgotten: the next tap tries again.
    loadMenu().then(
      (module) => setMenu(() => module.ShareFabMenu),
      () => {},
    );
  };
  const { intent, triggerProps } = usePlaceholderTrigger(load);
  const shown = useHydratedWithStylesheet();
  const tucked = useTuckedWhileScrollingDown();

  if (!shown) return null;
  return (
    <div className="share-fab-region" data-tucked={tucked ? '' : undefined}>
      {Menu ? (
        <Menu intent={intent} siteUrl={siteUrl} title={title} />
      ) : (
        <button type="button" aria-label="Share this page" className="share-fab" {...triggerProps}>
          <Share2 aria-hidden="true" className="size-6" />
        </button>
      )}
    </div>
  );
}

/** Scrolled by less than this, the page has not moved for a reader (a jitter, a bounce). */
const SCROLL_STEP = 8;

/**
 * True while the page scrolls down, until it scrolls up again or reaches its end. Read once a
 * frame at most, from a passive listener.
 */
function useTuckedWhileScrollingDown(): boolean {
  const [tucked, setTucked] = React.useState(false);
  React.useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (Math.abs(y - last) < SCROLL_STEP) return;
        const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - SCROLL_STEP;
        setTucked(y > last && !atEnd);
        last = y;
      });
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return tucked;
}
