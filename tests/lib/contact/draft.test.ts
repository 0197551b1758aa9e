import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

import {
  clearContactDraft,
  clearSentDraft,
  CONTACT_DRAFT_ATTRIBUTE,
  CONTACT_DRAFT_FILL_SCRIPT,
  CONTACT_DRAFT_KEY,
  CONTACT_DRAFT_SCRIPT,
  DRAFT_MAX_AGE_MS,
  loadContactDraft,
  saveContactDraft,
} from '@/lib/contact/draft';
import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactValues } from '@/lib/contact/message';
import { knownInlineScript } from '@/lib/security/known-scripts';
import { ContactForm } from '@/components/contact/contact-form';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('contact draft', () => {
  beforeEach(() => localStorage.clear());

  it('saves the five fields with the time, restores and clears them', () => {
    const draft = { ...EMPTY_CONTACT, user_name: 'Asha', message: 'Hi' };
    saveContactDraft(draft, NOW);
    expect(JSON.parse(localStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}')).toEqual({
      savedAt: NOW,
      values: draft,
    });
    expect(loadContactDraft(NOW + 1000)).toEqual(draft);
    clearContactDraft();
    expect(loadContactDraft(NOW)).toBeNull();
  });

  it('removes the draft when the form is emptied', () => {
    saveContactDraft({ ...EMPTY_CONTACT, message: 'Hi' }, NOW);
    saveContactDraft({ ...EMPTY_CONTACT, message: '   ' }, NOW);
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('expires 7 days after it was last saved, and deletes itself then', () => {
    expect(DRAFT_MAX_AGE_MS).toBe(7 * DAY);
    const draft = { ...EMPTY_CONTACT, message: 'Hi' };
    saveContactDraft(draft, NOW);
    expect(loadContactDraft(NOW + 7 * DAY)).toEqual(draft);
    saveContactDraft(draft, NOW + 6 * DAY); // edited again: seven more days
    expect(loadContactDraft(NOW + 12 * DAY)).toEqual(draft);
    expect(loadContactDraft(NOW + 13 * DAY + 1)).toBeNull();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('drops a draft dated in the future (a clock set wrong) and one without a date', () => {
    saveContactDraft({ ...EMPTY_CONTACT, message: 'Hi' }, NOW + DAY);
    expect(loadContactDraft(NOW)).toBeNull();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    // The format before drafts expired: the fields alone, age unknown.
    localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ user_name: 'Asha', message: 'Hi' }));
    expect(loadContactDraft(NOW)).toBeNull();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('after a send, removes the draft only while it still holds what was sent', () => {
    const sent = { ...EMPTY_CONTACT, user_name: 'Asha', message: 'Hi' };
    saveContactDraft({ ...sent, message: 'Hi, and more from another tab' }, NOW);
    clearSentDraft(sent, NOW);
    expect(loadContactDraft(NOW)).toEqual({ ...sent, message: 'Hi, and more from another tab' });
    saveContactDraft(sent, NOW);
    clearSentDraft(sent, NOW);
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(() => clearSentDraft(sent, NOW)).not.toThrow();
  });

  it('ignores and deletes corrupt data, and keeps only the known string fields', () => {
    localStorage.setItem(CONTACT_DRAFT_KEY, '{not json');
    expect(loadContactDraft(NOW)).toBeNull();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ savedAt: NOW, values: { message: 7, user_name: 'Asha', extra: 'x' } }),
    );
    expect(loadContactDraft(NOW)).toEqual({ ...EMPTY_CONTACT, user_name: 'Asha' });
  });
});

describe('the contact page script that marks a kept draft before the form is drawn', () => {
  const marked = () => document.documentElement.hasAttribute(CONTACT_DRAFT_ATTRIBUTE);
  const run = () => {
    document.documentElement.removeAttribute(CONTACT_DRAFT_ATTRIBUTE);
    new Function(CONTACT_DRAFT_SCRIPT)();
    return marked();
  };
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONTACT_DRAFT_ATTRIBUTE);
  });

  it('marks the page exactly when the form will restore a draft', () => {
    const now = Date.now();
    const stored = (value: unknown) => {
      localStorage.setItem(
        CONTACT_DRAFT_KEY,
        typeof value === 'string' ? value : JSON.stringify(value),
      );
    };
    const cases: [unknown, string][] = [
      [{ savedAt: now - 1000, values: { message: 'Hi' } }, 'fresh, with text'],
      [{ savedAt: now - DRAFT_MAX_AGE_MS - 60_000, values: { message: 'Hi' } }, 'expired'],
      [{ savedAt: now + 60 * 60_000, values: { message: 'Hi' } }, 'dated in the future'],
      [{ values: { message: 'Hi' } }, 'without a date'],
      [{ savedAt: now, values: { message: '', user_name: '' } }, 'empty fields'],
      [{ savedAt: now, values: { message: 3 } }, 'no text'],
      ['{not json', 'unreadable'],
    ];
    for (const [value, why] of cases) {
      stored(value);
      // The same answer as the loader the form uses.
      expect({ why, marked: run() }).toEqual({ why, marked: loadContactDraft() !== null });
    }
    localStorage.clear();
    expect(run()).toBe(false);
  });

  it('is one of the inline scripts the page policy allows, and leaves no names behind', () => {
    expect(knownInlineScript(CONTACT_DRAFT_SCRIPT)).toBe('contact draft mark');
    // Run as the page runs it, in the global scope its other inline scripts share (one of them
    // keeps its own `d` for later).
    const before = new Set(Object.keys(window));
    localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ savedAt: Date.now(), values: { message: 'Hi' } }),
    );
    (0, eval)(CONTACT_DRAFT_SCRIPT);
    expect(marked()).toBe(true);
    expect(Object.keys(window).filter((name) => !before.has(name))).toEqual([]);
  });
});

describe('the contact page script that writes a kept draft into the form before it is interactive', () => {
  const draft: ContactValues = {
    ...EMPTY_CONTACT,
    user_name: 'Asha',
    subject: 'Sponsorship',
    message: 'A long message started on an earlier visit.',
  };
  /** The form as the page's HTML has it (before React), in the document, as the script finds it. */
  const page = () => {
    document.body.innerHTML = renderToString(
      createElement(ContactForm, { settings: null, clubEmail: 'club@example.org' }),
    );
    const form = document.querySelector('form')!;
    const value = (field: string) =>
      (form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement).value;
    return { form, value };
  };
  /** The page as a returning visitor's browser has it: the draft kept, the page marked. */
  const returning = () => {
    saveContactDraft(draft);
    new Function(CONTACT_DRAFT_SCRIPT)();
    expect(document.documentElement.hasAttribute(CONTACT_DRAFT_ATTRIBUTE)).toBe(true);
  };
  const fill = () => new Function(CONTACT_DRAFT_FILL_SCRIPT)();
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONTACT_DRAFT_ATTRIBUTE);
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('fills every field of the form with the kept draft', () => {
    const { value } = page();
    returning();
    fill();
    expect(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, value(field)]))).toEqual(draft);
  });

  it('leaves a field that already holds words as it is', () => {
    const { form, value } = page();
    returning();
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Typed just now.';
    fill();
    expect(value('message')).toBe('Typed just now.');
    expect(value('user_name')).toBe('Asha');
  });

  it('fills nothing on a page not marked (no draft, or an expired one) and throws for nothing', () => {
    const { value } = page();
    saveContactDraft(draft, Date.now() - DRAFT_MAX_AGE_MS - 60_000);
    new Function(CONTACT_DRAFT_SCRIPT)();
    expect(document.documentElement.hasAttribute(CONTACT_DRAFT_ATTRIBUTE)).toBe(false);
    expect(fill).not.toThrow();
    expect(value('message')).toBe('');
  });

  it('is harmless when the draft has gone, is unreadable, or storage refuses to be read', () => {
    const { value } = page();
    returning();
    localStorage.removeItem(CONTACT_DRAFT_KEY);
    expect(fill).not.toThrow();
    localStorage.setItem(CONTACT_DRAFT_KEY, '{not json');
    expect(fill).not.toThrow();
    localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ savedAt: Date.now(), values: 7 }));
    expect(fill).not.toThrow();
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(fill).not.toThrow();
    expect(CONTACT_FIELDS.map(value)).toEqual(CONTACT_FIELDS.map(() => ''));
  });

  it('is harmless on a page without the form', () => {
    returning();
    expect(fill).not.toThrow();
  });

  it('is one of the inline scripts the page policy allows, and leaves no names behind', () => {
    expect(knownInlineScript(CONTACT_DRAFT_FILL_SCRIPT)).toBe('contact draft fill');
    const { value } = page();
    returning();
    const before = new Set(Object.keys(window));
    (0, eval)(CONTACT_DRAFT_FILL_SCRIPT);
    expect(value('user_name')).toBe('Asha');
    expect(Object.keys(window).filter((name) => !before.has(name))).toEqual([]);
  });
});
