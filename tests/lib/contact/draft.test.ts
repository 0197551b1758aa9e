import {
  clearContactDraft,
  CONTACT_DRAFT_KEY,
  loadContactDraft,
  saveContactDraft,
} from '@/lib/contact/draft';
import { EMPTY_CONTACT } from '@/lib/contact/message';

describe('contact draft', () => {
  beforeEach(() => localStorage.clear());

  it('saves, restores and clears the five fields', () => {
    const draft = { ...EMPTY_CONTACT, user_name: 'Asha', message: 'Hi' };
    saveContactDraft(draft);
    expect(JSON.parse(localStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}')).toEqual(draft);
    expect(loadContactDraft()).toEqual(draft);
    clearContactDraft();
    expect(loadContactDraft()).toBeNull();
  });

  it('removes the draft when the form is emptied', () => {
    saveContactDraft({ ...EMPTY_CONTACT, message: 'Hi' });
    saveContactDraft({ ...EMPTY_CONTACT, message: '   ' });
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('ignores corrupt or foreign data', () => {
    localStorage.setItem(CONTACT_DRAFT_KEY, '{not json');
    expect(loadContactDraft()).toBeNull();
    localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ message: 7, user_name: 'Asha', extra: 'x' }),
    );
    expect(loadContactDraft()).toEqual({ ...EMPTY_CONTACT, user_name: 'Asha' });
  });
});
