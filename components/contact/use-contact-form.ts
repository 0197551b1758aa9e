import * as React from 'react';
import { flushSync } from 'react-dom';

import { clearContactDraft, loadContactDraft, saveContactDraft } from '@/lib/contact/draft';
import { withE2eOverrides } from '@/lib/contact/e2e-settings';
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
import { fillTimeLeft } from '@/lib/contact/pace';
import {
  describeSendError,
  SEND_FAILED_TITLE,
  SEND_SUCCESS_TITLE,
  SendRefusal,
  SPAM_CHECK_FAILURE,
  type SendFailure,
} from '@/lib/contact/send-error';
import { type EmailSettings } from '@/lib/contact/settings';
import type * as emailModuleType from '@/lib/email/send-contact';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { toast } from '@/lib/toast';

import { useRecaptcha } from './use-recaptcha';

type EmailModule = typeof emailModuleType;

export const RECAPTCHA_MISSING = 'Tick “I’m not a robot” before sending.';

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
 * failure (values kept). Keeps the draft in localStorage, fetches the EmailJS module (and the
 * reCAPTCHA widget, when configured) when the visitor starts using the form, and refuses a send
 * faster than a person can type.
 */
export function useContactForm(settings: EmailSettings | null) {
  const [values, setValues] = React.useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = React.useState<ContactErrors>({});
  const [sending, setSending] = React.useState(false);
  const [failure, setFailure] = React.useState<SendFailure | null>(null);
  const [restored, setRestored] = React.useState(false);
  const [recaptchaError, setRecaptchaError] = React.useState<string>();
  // The settings as the browser uses them (test builds may replace some once hydrated).
  const hydrated = useHydrated();
  const active = React.useMemo(
    () => (settings && hydrated ? withE2eOverrides(settings) : settings),
    [settings, hydrated],
  );
  const sendingRef = React.useRef(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  const emailModule = React.useRef<Promise<EmailModule> | null>(null);
  /** When the visitor first touched the form (performance.now()); null until then. */
  const firstTouch = React.useRef<number | null>(null);
  const recaptcha = useRecaptcha(active?.recaptchaSiteKey);

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
    // Words already on the page were written since it started loading (or on an earlier visit).
    if (start) firstTouch.current = 0;
  }, []);

  // The EmailJS SDK is fetched when the visitor starts using the form, not with the page.
  const loadEmail = React.useCallback((): Promise<EmailModule> => {
    const loading = (emailModule.current ??= import('@/lib/email/send-contact'));
    loading.catch(() => (emailModule.current = null)); // Let a later attempt retry.
    return loading;
  }, []);

  const startUsing = () => {
    firstTouch.current ??= performance.now();
    if (!active) return;
    if (!emailModule.current) void loadEmail().catch(() => undefined);
    recaptcha.start();
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
    setRecaptchaError(undefined);
    clearContactDraft();
    formRef.current?.reset();
    firstTouch.current = null;
  };

  const fail = (described: SendFailure) => {
    setFailure(described);
    toast.error(SEND_FAILED_TITLE, { description: described.description });
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current || !active) return;
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
    const early = fillTimeLeft(firstTouch.current, performance.now());
    if (early > 0) return fail(describeSendError(new SendRefusal('too-fast', early)));
    // The hidden field is filled: a robot, or a browser's autofill. Nothing is sent, and the
    // visitor is told so (with the email link), instead of a pretend success.
    const honeypot = form.elements.namedItem('website') as HTMLInputElement | null;
    if (honeypot?.value) return fail(SPAM_CHECK_FAILURE);
    if (recaptcha.status === 'failed') {
      return fail(describeSendError(new SendRefusal('recaptcha-unavailable')));
    }
    if (recaptcha.status !== 'off' && !recaptcha.token) {
      setRecaptchaError(RECAPTCHA_MISSING);
      recaptcha.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    try {
      const { sendContactMessage } = await loadEmail();
      await sendContactMessage(active, cleaned, recaptcha.token ?? undefined);
      reset();
      toast.success(SEND_SUCCESS_TITLE);
    } catch (error) {
      fail(describeSendError(error));
    } finally {
      // A reCAPTCHA answer is good for one send, whatever became of it.
      if (recaptcha.token) recaptcha.reset();
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
    // The request to tick the box goes once it is ticked.
    recaptcha: { ...recaptcha, error: recaptcha.token ? undefined : recaptchaError },
    startUsing,
    update,
    reset,
    handleSubmit,
  };
}
