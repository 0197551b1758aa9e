import { loadContactDraft, saveContactDraft } from './draft';
import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactValues } from './message';

/** The non-empty fields of the form as the page shows them (what was typed before hydration). */
function typedFields(form: HTMLFormElement | null): Partial<ContactValues> | null {
  if (!form) return null;
  const typed: Partial<ContactValues> = {};
  for (const field of CONTACT_FIELDS) {
    const element = form.elements.namedItem(field);
    const value =
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
        ? element.value
        : '';
    if (value) typed[field] = value;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}

/**
 * What the contact form starts from when React takes it over: the kept draft, with the fields'
 * words as the page shows them (the draft CONTACT_DRAFT_FILL_SCRIPT wrote in, and what was typed
 * before the page became interactive). Those are the newest words: they win over the draft,
 * field by field, and are saved at once if they changed it (only a change restarts the draft's
 * 7 days). `start` is null when there are no words at all; `restored`: a kept draft was found.
 */
export function takeOverContactForm(form: HTMLFormElement | null): {
  start: ContactValues | null;
  restored: boolean;
} {
  const draft = loadContactDraft();
  const typed = typedFields(form);
  const start = draft || typed ? { ...EMPTY_CONTACT, ...draft, ...typed } : null;
  if (start && CONTACT_FIELDS.some((field) => start[field] !== (draft?.[field] ?? '')))
    saveContactDraft(start);
  return { start, restored: Boolean(draft) };
}
