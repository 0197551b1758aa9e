/** A grid's columns: on a phone, and on its widest layout. */
export type GridColumns = { phone: number; wide: number };

/**
 * How the picture at `index` of a grid loads. The first row on a phone is preloaded at high
 * priority (one of them is the page's largest picture there). The rest of the first row on the
 * widest layout loads with the page: a lazy picture is only asked for once the page has been
 * laid out, so a picture already on the first screen would come a round trip late. Everything
 * after that is lazy. e2e/every-route.spec.ts checks that no picture on a route's first screen
 * is lazy, at 360 and at 1280 px.
 */
export function gridImageLoading(index: number, columns: GridColumns) {
  return { priority: index < columns.phone, eager: index < columns.wide };
}
