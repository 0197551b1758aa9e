/** A grid's columns: on a phone, and on its widest layout. */
export type GridColumns = { phone: number; wide: number };

/**
 * How the picture at `index` of a grid loads. The first row on a phone is preloaded at high
 * priority (one of them is the page's largest picture there). The first two rows of the widest
 * layout load with the page: a lazy picture is only asked for once the page has been laid out,
 * so a picture already on the first screen would come a round trip late, and a tablet held
 * upright or a 1080p screen shows a second row. Everything after that is lazy. On a phone this
 * costs little: Chromium fetches lazy pictures within 1,250 px of the screen (2,500 px on a slow
 * connection) as soon as the page is laid out anyway.
 * e2e/every-route.spec.ts checks that no picture on a route's first screen is lazy, on a phone,
 * a tablet held upright, a laptop and a 1080p screen.
 */
export function gridImageLoading(index: number, columns: GridColumns) {
  return { priority: index < columns.phone, eager: index < 2 * columns.wide };
}
