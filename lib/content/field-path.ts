// How messages name a field of a content file: `social #2.network` for `social[1].network`. A
// list's items are counted from 1 and marked "#", as entries are ("#2") and as the content
// manager numbers them, so an organiser counting in the file or the form finds the same one.
// Plain code, without zod or node: the content manager's checks are bundled for the browser.

/** A field's path as zod gives it: keys and list positions from 0. */
export type FieldPath = readonly (string | number)[];

/** The n-th item (from 0) of a list as messages name it: `social #2`, or `#2` with no list. */
export function itemOf(list: string, index: number): string {
  return list === '' ? `#${index + 1}` : `${list} #${index + 1}`;
}

/** A field's path as messages name it: ["social", 1, "network"] → `social #2.network`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((shown, key) => {
    if (typeof key === 'number') return itemOf(shown, key);
    return shown === '' ? String(key) : `${shown}.${String(key)}`;
  }, '');
}

/** fieldPath's words as a path again: `social #2.network` → ["social", 1, "network"]. */
export function pathOfField(field: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (const part of field === '' ? [] : field.split('.')) {
    const [, name = '', positions = ''] = /^(.*?)((?: ?#\d+)*)$/.exec(part) ?? [];
    if (name !== '') path.push(name);
    for (const [, n] of positions.matchAll(/#(\d+)/g)) path.push(Number(n) - 1);
  }
  return path;
}
