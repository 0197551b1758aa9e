'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import type { Route } from '@/lib/routes';
import { toast } from '@/lib/toast';

// Written out rather than ROUTES.events: every page carries this script, and the whole table
// with it; the type holds it to the real address.
const EVENTS: Route = '/events/';

export const EVENT_NOT_FOUND = {
  title: 'Event not found',
  description: 'The requested event could not be found.',
};

/** Matches /events/<something>/ (an event address) but not /events/ itself. */
export function isUnknownEventPath(pathname: string): boolean {
  return /^\/events\/[^/]+\/?$/.test(pathname);
}

/**
 * The host answers an unknown event id with the 404 page. There, explain with a toast and
 * send the visitor to the events list.
 */
export function EventNotFoundRedirect() {
  const router = useRouter();
  React.useEffect(() => {
    if (!isUnknownEventPath(window.location.pathname)) return;
    toast.error(EVENT_NOT_FOUND.title, { description: EVENT_NOT_FOUND.description });
    router.replace(EVENTS);
  }, [router]);
  return null;
}
