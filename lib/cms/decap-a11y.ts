// What Decap's own markup lacks for WCAG 2.2 A and AA, mended as Decap draws and redraws it
// (its colours are mended in public/admin/phone.css). Loaded by both editors
// (content-check.browser.ts, results-check.browser.ts). Decap's class names carry its component
// names ("…-SortableListItem", "…-StyledListItemTopBar", "…-NestedObjectLabel", "…-Card"), as
// the editors' other scripts rely on.
//
// - List items (a draw's rounds and matches placed by hand, an event's teams and fees) each
//   have a bar of three icon controls with no name: open or close the item, drag it, remove it.
//   A screen reader says "button" three times, voice control has nothing to call them by (4.1.2;
//   axe: button-name, aria-command-name). They are named after the list's own "Add round"
//   button and the item's place, "Expand round 2", "Move round 2", "Remove round 2", and the
//   first says whether the item is open.
// - The media library's pictures have no alt text (1.1.1; axe: image-alt); each card's name is
//   written under its picture, so the picture is marked as decoration (alt="").
// - Decap's dropdown menus (Quick add, the editor's Publish and status, Sort by) put their items
//   in a list inside the menu, so the menu owns no items and the list holds no list items (4.1.2;
//   axe: aria-required-children, aria-required-parent, list): the list is marked as only
//   presentation (role="none"), and the menu then owns its items.
// - A collection's button for a new entry reads "＋ Event" and is named "Create entry of type
//   Event": voice control users say what they see (2.5.3 Label in Name; axe:
//   label-content-name-mismatch). It reads, and is named, "New Event" (Decap's phrases; the
//   content manager's only: the results editor makes no entries).

/** Decap's phrases: nested objects of strings, by locale. */
type Phrases = { [key: string]: string | Phrases };

/** The part of window.CMS that keeps Decap's phrases. */
export type PhraseRegistry = {
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
};

/** What a collection's button for a new entry reads, and is named ("New Event"). */
export const NEW_ENTRY_BUTTON = 'New %{collectionLabel}';

/** The workflow board's menu of new entries (Decap's "New Post": this site has no posts). */
export const NEW_DRAFT_MENU = 'New entry';

/**
 * Gives a collection's button for a new entry a name that is its text, and the workflow board's
 * menu of new entries a name that fits the site. Before Decap starts: it reads its phrases once
 * it has loaded config.yml, after the editors' scripts have run. (The editors use Decap's
 * English, its default locale.)
 */
export function nameNewEntryButtons(cms: PhraseRegistry): void {
  const english = cms.getLocale('en');
  const collection = english?.collection;
  if (!english || typeof collection !== 'object' || typeof collection.collectionTop !== 'object') {
    return; // Decap's phrases moved: axe in the CMS journey says so
  }
  const workflow = english.workflow;
  cms.registerLocale('en', {
    ...english,
    ...(typeof workflow === 'object' && typeof workflow.workflow === 'object'
      ? { workflow: { ...workflow, workflow: { ...workflow.workflow, newPost: NEW_DRAFT_MENU } } }
      : {}),
    collection: {
      ...collection,
      collectionTop: {
        ...collection.collectionTop,
        newButton: NEW_ENTRY_BUTTON,
        newButtonAriaLabel: NEW_ENTRY_BUTTON,
      },
    },
  });
}

const ITEM = '[class*="-SortableListItem"]';

/**
 * What the list holds, as its "Add …" button names one ("round"): the nearest such button that
 * is not inside one of its items (a round's own lists have theirs); "item" when it has none.
 */
function nounOf(item: Element): string {
  const level = item.parentElement?.closest(ITEM) ?? null;
  for (let list = item.parentElement; list; list = list.parentElement) {
    const add = [...list.querySelectorAll('button')].find(
      (button) =>
        button.closest(ITEM) === level && /^Add \S/.test(button.textContent?.trim() ?? ''),
    );
    if (add) return add.textContent!.trim().slice('Add '.length).toLowerCase();
  }
  return 'item';
}

const name = (element: Element | null | undefined, label: string) => {
  if (element && element.getAttribute('aria-label') !== label) {
    element.setAttribute('aria-label', label);
  }
};

/** Names the controls of every list item under `root`. */
export function nameListControls(root: ParentNode = document): void {
  const nouns = new Map<Element | null, string>();
  for (const item of root.querySelectorAll(ITEM)) {
    const parent = item.parentElement;
    if (!nouns.has(parent)) nouns.set(parent, nounOf(item));
    const siblings = parent ? [...parent.children].filter((each) => each.matches(ITEM)) : [item];
    const which = `${nouns.get(parent)} ${siblings.indexOf(item) + 1}`;
    const bar = [...item.children].find((child) => child.matches('[class*="ListItemTopBar"]'));
    if (!bar) continue;
    const [toggle, , remove] = [...bar.children];
    // Closed, the item shows its one-line summary instead of its fields.
    const summary = [...item.children].find((child) =>
      child.matches('[class*="-NestedObjectLabel"]'),
    );
    const open = !summary || getComputedStyle(summary).display === 'none';
    if (toggle?.tagName === 'BUTTON') {
      name(toggle, `${open ? 'Collapse' : 'Expand'} ${which}`);
      if (toggle.getAttribute('aria-expanded') !== String(open)) {
        toggle.setAttribute('aria-expanded', String(open));
      }
    }
    name(bar.querySelector('[role="button"][aria-roledescription="sortable"]'), `Move ${which}`);
    if (remove?.tagName === 'BUTTON') name(remove, `Remove ${which}`);
  }
}

/** Marks the media library's pictures as decoration: each card names its file under it. */
export function markCardPictures(root: ParentNode = document): void {
  for (const picture of root.querySelectorAll('[class*="-CardImageWrapper"] > img:not([alt])')) {
    picture.setAttribute('alt', '');
  }
}

/** Makes each open dropdown menu own its items: the list between them is only presentation. */
export function flattenMenus(root: ParentNode = document): void {
  for (const list of root.querySelectorAll('[role="menu"] > ul:not([role])')) {
    list.setAttribute('role', 'none');
  }
}

/** Mends Decap's markup now and after every change Decap makes to the page. */
export function mendDecapMarkup(doc: Document = document): MutationObserver {
  const mend = () => {
    nameListControls(doc);
    markCardPictures(doc);
    flattenMenus(doc);
  };
  const observer = new MutationObserver(mend);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  mend();
  return observer;
}
