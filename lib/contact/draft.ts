import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactValues } from './message';

/** The localStorage key that holds an unsent contact message (named in the privacy policy). */
export const CONTACT_DRAFT_KEY = 'team-sportivo:contact-draft';

/** The localStorage key EmailJS's optional rate limit uses for the time of the last send. */
export const CONTACT_RATE_LIMIT_KEY = 'team-sportivo:contact-last-sent';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // Storage disabled (privacy settings): drafts are simply not kept.
  }
}

/** The saved draft, or null when there is none (or it is unreadable). */
export function loadContactDraft(): ContactValues | null {
  try {
    const raw = storage()?.getItem(CONTACT_DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const draft = { ...EMPTY_CONTACT };
    for (const field of CONTACT_FIELDS) {
      const value = record[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return CONTACT_FIELDS.some((field) => draft[field]) ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the draft; an empty form removes it. */
export function saveContactDraft(values: ContactValues): void {
  try {
    const hasText = CONTACT_FIELDS.some((field) => values[field].trim());
    if (hasText) storage()?.setItem(CONTACT_DRAFT_KEY, JSON.stringify(values));
    else storage()?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // Quota exceeded or storage disabled: the form still works without a draft.
  }
}

export function clearContactDraft(): void {
  try {
    storage()?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
