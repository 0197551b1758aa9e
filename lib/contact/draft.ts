import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactValues } from './message';

/** The localStorage key that holds an unsent contact message (named in the privacy policy). */
export const CONTACT_DRAFT_KEY = 'team-sportivo:contact-draft';

/** The localStorage key EmailJS's rate limit uses for the time of the last send. */
export const CONTACT_RATE_LIMIT_KEY = 'team-sportivo:contact-last-sent';

/** A draft older than this (since it was last changed) is deleted unread: shared computers. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Set on <html> by CONTACT_DRAFT_SCRIPT, before the form is drawn, when a draft is kept here:
 * the form's notes about it are then drawn from the first paint, so nothing moves when React
 * takes the draft over (app/globals.css).
 */
export const CONTACT_DRAFT_ATTRIBUTE = 'data-contact-draft';

/**
 * The contact page's inline script (lib/security/known-scripts.ts lists it): marks <html> with
 * CONTACT_DRAFT_ATTRIBUTE when loadContactDraft would find a draft (fresh, with text in a
 * field). No JavaScript, no mark: no draft is restored either. In a function of its own: the
 * page's inline scripts share one global scope (its `d` would replace another script's).
 */
export const CONTACT_DRAFT_SCRIPT = `(function(){try{var d=JSON.parse(localStorage.getItem(${JSON.stringify(CONTACT_DRAFT_KEY)})),n=Date.now(),v=d&&d.values;if(d&&typeof d.savedAt=='number'&&d.savedAt<=n&&n-d.savedAt<=${DRAFT_MAX_AGE_MS}&&v&&typeof v=='object'&&${JSON.stringify(CONTACT_FIELDS)}.some(function(f){return typeof v[f]=='string'&&v[f]!==''}))document.documentElement.setAttribute(${JSON.stringify(CONTACT_DRAFT_ATTRIBUTE)},'')}catch(e){}})()`;

/** The contact form's id: CONTACT_DRAFT_FILL_SCRIPT finds its fields by name through it. */
export const CONTACT_FORM_ID = 'contact-form';

/**
 * The contact page's second inline script, right after the form (lib/security/known-scripts.ts
 * lists it): on a page CONTACT_DRAFT_SCRIPT marked, it writes the draft into the form's empty
 * fields as soon as the browser has read the form. So a returning visitor sees their words from
 * the start, and what they type before the page is interactive adds to the draft instead of
 * replacing it (the form takes the fields' words over when React arrives:
 * lib/contact/take-over.ts). A field that already holds words keeps them.
 */
export const CONTACT_DRAFT_FILL_SCRIPT = `(function(){try{var m=document.getElementById(${JSON.stringify(CONTACT_FORM_ID)}),v;if(!m||!document.documentElement.hasAttribute(${JSON.stringify(CONTACT_DRAFT_ATTRIBUTE)}))return;v=JSON.parse(localStorage.getItem(${JSON.stringify(CONTACT_DRAFT_KEY)})).values;${JSON.stringify(CONTACT_FIELDS)}.forEach(function(f){var x=m.elements.namedItem(f);if(x&&x.value===''&&typeof v[f]=='string')x.value=v[f]})}catch(e){}})()`;

/** What is stored: the five fields and when they were last saved (ms since 1970). */
type StoredDraft = { savedAt: number; values: ContactValues };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // Storage disabled (privacy settings): drafts are simply not kept.
  }
}

function parse(raw: string): StoredDraft | null {
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { savedAt, values } = parsed as Record<string, unknown>;
  // A draft without a date (saved before drafts expired) cannot be aged: it is dropped.
  if (typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return null;
  const record = values as Record<string, unknown>;
  const draft = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') draft[field] = value;
  }
  return { savedAt, values: draft };
}

/**
 * The saved draft, or null when there is none, it is unreadable or it is older than
 * DRAFT_MAX_AGE_MS; an expired or unreadable draft is deleted.
 */
export function loadContactDraft(now: number = Date.now()): ContactValues | null {
  try {
    const raw = storage()?.getItem(CONTACT_DRAFT_KEY);
    if (!raw) return null;
    const stored = parse(raw);
    const fresh = stored && now - stored.savedAt <= DRAFT_MAX_AGE_MS && stored.savedAt <= now;
    if (!stored || !fresh) {
      clearContactDraft();
      return null;
    }
    return CONTACT_FIELDS.some((field) => stored.values[field]) ? stored.values : null;
  } catch {
    clearContactDraft();
    return null;
  }
}

/** Saves the draft with the time; an empty form removes it. */
export function saveContactDraft(values: ContactValues, now: number = Date.now()): void {
  try {
    const hasText = CONTACT_FIELDS.some((field) => values[field].trim());
    const draft: StoredDraft = { savedAt: now, values };
    if (hasText) storage()?.setItem(CONTACT_DRAFT_KEY, JSON.stringify(draft));
    else storage()?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // Quota exceeded or storage disabled: the form still works without a draft.
  }
}

/**
 * After a successful send: removes the draft if it still holds what was sent. Another tab may
 * have saved newer words meanwhile; they stay.
 */
export function clearSentDraft(sent: ContactValues, now: number = Date.now()): void {
  const kept = loadContactDraft(now);
  if (!kept || CONTACT_FIELDS.every((field) => kept[field] === sent[field])) clearContactDraft();
}

export function clearContactDraft(): void {
  try {
    storage()?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
