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
