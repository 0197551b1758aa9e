import type { Site } from '@/lib/content/site';

// Every map address the site links to or embeds: OpenStreetMap's map of the club (contact page)
// and Google Maps' directions to a venue (event pages, contact page). Plain URLs: no API key,
// no script, nothing loads until the visitor follows a link (or asks for the embedded map).

export type MapPoint = { latitude: number; longitude: number };

/** Half the width of the embedded map's view, in degrees (about 1 km around the point). */
const SPAN = 0.006;

function fixed(value: number): string {
  return value.toFixed(5);
}

/** OpenStreetMap's embeddable map centred on the point, with a marker. */
export function osmEmbedUrl({ latitude, longitude }: MapPoint): string {
  const bbox = [longitude - SPAN, latitude - SPAN / 2, longitude + SPAN, latitude + SPAN / 2]
    .map(fixed)
    .join(',');
  const params = new URLSearchParams({
    bbox,
    layer: 'mapnik',
    marker: `${fixed(latitude)},${fixed(longitude)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

/** A plain link to the point on openstreetmap.org: the fallback that never needs the embed. */
export function osmLinkUrl({ latitude, longitude }: MapPoint): string {
  const lat = fixed(latitude);
  const lon = fixed(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/**
 * Where a visitor is going, as a map search can find it: the event's venue on the campus (if
 * any), the institute and the club's map search text from content/site.json.
 */
export function venueQuery(site: Site, location?: string): string {
  return [location, site.institute, site.contact.mapQuery].filter(Boolean).join(', ');
}

/**
 * Google Maps' directions to a place (its documented Maps URLs scheme, no key): on a phone it
 * opens the Maps app with the route from where the visitor is.
 */
export function directionsUrl(destination: string): string {
  const params = new URLSearchParams({ api: '1', destination });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
