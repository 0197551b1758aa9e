/** @jest-environment node */
import {
  cleanContact,
  CONTACT_LIMITS,
  EMPTY_CONTACT,
  firstInvalidField,
  validateContact,
} from '@/lib/contact/message';

const valid = {
  user_name: 'Asha Roy',
  user_email: 'asha@example.com',
  user_phone: '',
  subject: 'Join a Team',
  message: 'I would like to try out for the futsal team.',
};

describe('cleanContact', () => {
  it('trims every field, collapses spaces in the name and normalises line breaks', () => {
    const cleaned = cleanContact({
      user_name: '  Asha \t  Roy ',
      user_email: ' asha@example.com ',
      user_phone: ' +91 90000 00009 ',
      subject: 'Other ',
      message: '\n Line one\r\nLine two\u0000 \n',
    });
    expect(cleaned).toEqual({
      user_name: 'Asha Roy',
      user_email: 'asha@example.com',
      user_phone: '+91 90000 00009',
      subject: 'Other',
      message: 'Line one\nLine two',
    });
  });

  it('cuts oversized input to the maximum length and ignores non-strings', () => {
    const cleaned = cleanContact({ message: 'x'.repeat(5000), user_name: 42 });
    expect(cleaned.message).toHaveLength(CONTACT_LIMITS.message);
    expect(cleaned.user_name).toBe('');
  });

  it('keeps pasted HTML as literal text', () => {
    expect(cleanContact({ message: '<script>alert(1)</script>' }).message).toBe(
      '<script>alert(1)</script>',
    );
  });
});

describe('validateContact', () => {
  it('accepts a complete message with or without a phone', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, user_phone: '+91 (033) 2357-0000' })).toEqual({});
  });

  it('requires name, email, subject and message, in form order', () => {
    const errors = validateContact(EMPTY_CONTACT);
    expect(Object.keys(errors)).toEqual(['user_name', 'user_email', 'subject', 'message']);
    expect(firstInvalidField(errors)).toBe('user_name');
    expect(firstInvalidField({ message: 'x', subject: 'y' })).toBe('subject');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('rejects a malformed email, a bad phone and an unknown subject', () => {
    const errors = validateContact({
      ...valid,
      user_email: 'asha@example',
      user_phone: 'call me',
      subject: 'Free tickets',
    });
    expect(errors.user_email).toMatch(/name@example.com/);
    expect(errors.user_phone).toMatch(/digits/);
    expect(errors.subject).toBe('Select a subject.');
  });
});
