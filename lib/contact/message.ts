/** The contact toasts' fixed titles, as the product copy words them. */
export const SEND_SUCCESS_TITLE = "Message sent successfully! We'll get back to you soon.";
export const SEND_FAILED_TITLE = 'Failed to send message. Please try again.';

/** The contact message: field names are the EmailJS template variables. */
export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Join a Team',
  'Sponsorship',
  'Event Information',
  'Facility Rental',
  'Other',
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_FIELDS = [
  'user_name',
  'user_email',
  'user_phone',
  'subject',
  'message',
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Maximum lengths, enforced by the inputs (maxLength) and again before sending. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  user_name: 100,
  user_email: 254,
  user_phone: 20,
  subject: 40,
  message: 2000,
};

export const EMPTY_CONTACT: ContactValues = {
  user_name: '',
  user_email: '',
  user_phone: '',
  subject: '',
  message: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{6,20}$/;
// Control characters other than tab and line feed never belong in a message.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

function clean(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim().slice(0, max);
}

/** Trims every field, normalises line breaks and cuts each to its maximum length. */
export function cleanContact(values: Partial<Record<ContactField, unknown>>): ContactValues {
  return {
    user_name: clean(values.user_name, CONTACT_LIMITS.user_name).replace(/\s+/g, ' '),
    user_email: clean(values.user_email, CONTACT_LIMITS.user_email),
    user_phone: clean(values.user_phone, CONTACT_LIMITS.user_phone),
    subject: clean(values.subject, CONTACT_LIMITS.subject),
    message: clean(values.message, CONTACT_LIMITS.message),
  };
}

function isSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** The error to show beside each invalid field of already cleaned values; empty when valid. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.user_name) errors.user_name = 'Enter your full name.';
  if (!values.user_email) errors.user_email = 'Enter your email address.';
  else if (!EMAIL.test(values.user_email)) {
    errors.user_email = 'Enter an email address like name@example.com.';
  }
  if (values.user_phone && !PHONE.test(values.user_phone)) {
    errors.user_phone =
      'Enter a phone number with digits, spaces, +, - or brackets, or leave it empty.';
  }
  if (!isSubject(values.subject)) errors.subject = 'Select a subject.';
  if (!values.message) errors.message = 'Enter your message.';
  return errors;
}

/** The first field, in form order, that has an error. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field]);
}
