import { ROUTES } from '@/lib/routes';

/**
 * The one place event addresses are made: site paths with the trailing slash the export uses
 * (absoluteUrl() in lib/site-config.ts turns them into full URLs), under the events list's
 * address. Plain functions importing only lib/routes.ts, so any page, script or test can use
 * them.
 */
export function eventPath(id: string): string {
  return `${ROUTES.events}${encodeURIComponent(id)}/`;
}

/** The event's calendar file, written at build: /events/<id>/calendar.ics. */
export function eventCalendarPath(id: string): string {
  return `${eventPath(id)}calendar.ics`;
}

/** The event's share image, drawn at build: the file /events/<id>/opengraph-image. */
export function eventShareImagePath(id: string): string {
  return `${eventPath(id)}opengraph-image`;
}

/**
 * The address pages name the share image by: its file with the version of what it draws,
 * /events/<id>/opengraph-image?v=<version>. Link previews (WhatsApp, Facebook) keep an image by
 * its address, so a card that changes gets a new one; hosting ignores the query.
 */
export function eventShareImageUrl(id: string, version: string): string {
  return `${eventShareImagePath(id)}?v=${encodeURIComponent(version)}`;
}
