import * as React from 'react';
import { flushSync } from 'react-dom';

import { clearContactDraft, loadContactDraft, saveContactDraft } from '@/lib/contact/draft';
import {
  cleanContact,
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  firstInvalidField,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '@/lib/contact/message';
import {
  describeSendError,
  SEND_FAILED_TITLE,
  SEND_SUCCESS_TITLE,
  type SendFailure,
} from '@/lib/contact/send-error';
import { type EmailSettings } from '@/lib/contact/settings';
import type * as emailModuleType from '@/lib/email/send-contact';
import { toast } from '@/lib/toast';

type EmailModule = typeof emailModuleType;

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
 * The contact form's state machine: idle, sending, then success (reset, draft cleared) or
 * failure (values kept). Keeps the draft in localStorage and fetches the EmailJS module when
 * the visitor starts using the form.
 */
export function useContactForm(settings: EmailSettings | null) {
  const [values, setValues] = React.useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = React.useState<ContactErrors>({});
  const [sending, setSending] = React.useState(false);
  const [failure, setFailure] = React.useState<SendFailure | null>(null);
  const [restored, setRestored] = React.useState(false);
  const sendingRef = React.useRef(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  const emailModule = React.useRef<Promise<EmailModule> | null>(null);

  React.useEffect(() => {
    const draft = loadContactDraft();
    // Fields typed before the page became interactive are the newest words: they win over the
    // draft, field by field, and are saved at once.
    const typed = typedFields(formRef.current);
    const start = draft || typed ? { ...EMPTY_CONTACT, ...draft, ...typed } : null;
    // Restoring can only happen after hydration, so it is an effect.
    if (start) setValues(start);
    if (typed) saveContactDraft(start ?? EMPTY_CONTACT);
    setRestored(Boolean(draft));
  }, []);

  // The EmailJS SDK is fetched when the visitor starts using the form, not with the page.
  const loadEmail = React.useCallback((): Promise<EmailModule> => {
    const loading = (emailModule.current ??= import('@/lib/email/send-contact'));
    loading.catch(() => (emailModule.current = null)); // Let a later attempt retry.
    return loading;
  }, []);

  const startUsing = () => {
    if (settings && !emailModule.current) void loadEmail().catch(() => undefined);
  };

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    saveContactDraft(next);
    if (errors[field])
      setErrors({ ...errors, [field]: validateContact(cleanContact(next))[field] });
  };

  const reset = () => {
    setValues(EMPTY_CONTACT);
    setErrors({});
    setFailure(null);
    setRestored(false);
    clearContactDraft();
    formRef.current?.reset();
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current || !settings) return;
    const form = event.currentTarget;
    const cleaned = cleanContact(values);
    const found = validateContact(cleaned);
    flushSync(() => {
      setValues(cleaned);
      setErrors(found);
    });
    const first = firstInvalidField(found);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    saveContactDraft(cleaned);
    // A bot filled the hidden field: pretend all went well and send nothing.
    const honeypot = form.elements.namedItem('website') as HTMLInputElement | null;
    if (honeypot?.value) {
      reset();
      toast.success(SEND_SUCCESS_TITLE);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    try {
      const { sendContactMessage } = await loadEmail();
      await sendContactMessage(settings, cleaned);
      reset();
      toast.success(SEND_SUCCESS_TITLE);
    } catch (error) {
      const described = describeSendError(error);
      setFailure(described);
      toast.error(SEND_FAILED_TITLE, { description: described.description });
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return {
    values,
    errors,
    sending,
    failure,
    restored,
    formRef,
    startUsing,
    update,
    reset,
    handleSubmit,
  };
}
