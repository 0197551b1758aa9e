import * as React from 'react';
import { flushSync } from 'react-dom';

import { describeFailure, type SendCause } from '@/lib/contact/describe-failure';
import { clearContactDraft, clearSentDraft, saveContactDraft } from '@/lib/contact/draft';
import {
  cleanContact,
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  firstInvalidField,
  SEND_FAILED_TITLE,
  SEND_SUCCESS_TITLE,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '@/lib/contact/message';
import { NO_ANSWER, withinSendLimit } from '@/lib/contact/no-answer';
import { fillTimeLeft } from '@/lib/contact/pace';
import type { SendFailure } from '@/lib/contact/send-error';
import { type EmailSettings } from '@/lib/contact/settings';
import { takeOverContactForm } from '@/lib/contact/take-over';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { lazyModule } from '@/lib/lazy-module';
import { withE2eEmailOverride } from '@/lib/testing/e2e-hooks';
import { toast } from '@/lib/toast';

import { useRecaptchaGate } from './use-recaptcha-gate';

/**
 * The contact form's state machine: idle, sending, then success (reset, draft cleared) or
 * failure (values kept). Keeps the draft in localStorage, fetches the EmailJS module (and the
 * reCAPTCHA widget, when configured) when the visitor starts using the form, and refuses a send
 * faster than a person can type, or without the reCAPTCHA tick (useRecaptchaGate).
 */
export function useContactForm(settings: EmailSettings | null) {
  const [values, setValues] = React.useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = React.useState<ContactErrors>({});
  const [sending, setSending] = React.useState(false);
  const [failure, setFailure] = React.useState<SendFailure | null>(null);
  // Whether a kept draft was restored; null until the form has read it (the notes follow the
  // page's mark of one until then: app/globals.css).
  const [restored, setRestored] = React.useState<boolean | null>(null);
  // The visitor cleared the form (Clear form, Discard draft): the status line says so until
  // they go on.
  const [cleared, setCleared] = React.useState(false);
  // The settings as the browser uses them (test builds may replace some once hydrated).
  const hydrated = useHydrated();
  const active = React.useMemo(
    () => (settings && hydrated ? withE2eEmailOverride(settings) : settings),
    [settings, hydrated],
  );
  const sendingRef = React.useRef(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  // The EmailJS SDK is fetched when the visitor starts using the form, not with the page; the
  // words for failures too (small, but only ever needed after an interaction). A failed fetch
  // is tried again on the next interaction or send.
  const [loadEmail] = React.useState(() => lazyModule(() => import('@/lib/email/send-contact')));
  const [loadErrors] = React.useState(() => lazyModule(() => import('@/lib/contact/send-error')));
  /** When the visitor first touched the form (performance.now()); null until then. */
  const firstTouch = React.useRef<number | null>(null);
  // Google's check (when a site key is set): mounted on the first interaction, see RecaptchaWidget.
  const recaptcha = useRecaptchaGate(active?.recaptchaSiteKey);

  React.useEffect(() => {
    // Restoring can only happen after hydration, so it is an effect.
    const taken = takeOverContactForm(formRef.current);
    const { start } = taken;
    if (start) setValues(start);
    setRestored(taken.restored);
    // Words already on the page were written since it started loading (or on an earlier visit).
    if (start) firstTouch.current = 0;
  }, []);

  const startUsing = () => {
    firstTouch.current ??= performance.now();
    if (!active) return;
    // Fetched once; a failure here is said (or retried) by the send that needs the module.
    void loadEmail().catch(() => undefined);
    void loadErrors().catch(() => undefined);
    recaptcha.start();
  };

  const update = (field: ContactField, value: string) => {
    // The fields are read-only while a message is on its way (the select cannot be, so it is
    // refused here): words typed then would be cleared with the form when the send succeeds.
    if (sendingRef.current) return;
    setCleared(false);
    const next = { ...values, [field]: value };
    setValues(next);
    saveContactDraft(next);
    if (errors[field])
      setErrors({ ...errors, [field]: validateContact(cleanContact(next))[field] });
  };

  /** Empties the form, and the kept draft (after a send: only if it still holds what was sent). */
  const clear = (sent?: ContactValues) => {
    setValues(EMPTY_CONTACT);
    setErrors({});
    setFailure(null);
    setRestored(false);
    setCleared(false);
    recaptcha.clearError();
    if (sent) clearSentDraft(sent);
    else clearContactDraft();
    formRef.current?.reset();
    firstTouch.current = null;
  };

  /**
   * Clear form and Discard draft: not while a message is on its way (a failure would then have
   * nothing left to send again or to offer by email). The button pressed is in a note that goes
   * with the words: the keyboard focus moves to the first field rather than drop to the page,
   * and the status line says what happened.
   */
  const reset = () => {
    if (sendingRef.current) return;
    clear();
    setCleared(true);
    (formRef.current?.elements.namedItem(CONTACT_FIELDS[0]) as HTMLElement | null)?.focus();
  };

  const fail = async (cause: SendCause) => {
    const described = await describeFailure(cause, loadErrors);
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
      setCleared(false);
    });
    const first = firstInvalidField(found);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    saveContactDraft(cleaned);
    const early = fillTimeLeft(firstTouch.current, performance.now());
    if (early > 0) return fail({ refusal: 'too-fast', waitMs: early });
    // The hidden field is filled: a robot, or a browser's autofill. Nothing is sent, and the
    // visitor is told so (with the email link), instead of a pretend success.
    const honeypot = form.elements.namedItem('website') as HTMLInputElement | null;
    if (honeypot?.value) return fail({ spamCheck: true });
    if (recaptcha.failed) return fail({ refusal: 'recaptcha-unavailable' });
    if (recaptcha.tokenMissing) {
      recaptcha.askForTick(form);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    try {
      // Fetched on the first interaction, the module may still be on its way: it gets the same
      // time limit as the send itself, so a stalled connection ends in a failure the visitor can
      // act on, not in "Sending…" for ever.
      const email = await withinSendLimit(loadEmail());
      if (email === NO_ANSWER) return await fail({ unreachable: true });
      await email.sendContactMessage(active, cleaned, recaptcha.token);
      clear(cleaned);
      toast.success(SEND_SUCCESS_TITLE);
    } catch (error) {
      await fail({ error });
    } finally {
      recaptcha.consumeToken();
      sendingRef.current = false;
      setSending(false);
    }
  };

  return {
    values,
    errors,
    sending,
    failure,
    restored: Boolean(restored),
    cleared,
    /** The kept draft has been read (restored or not): the notes follow React's state now. */
    settled: restored !== null,
    formRef,
    recaptcha: recaptcha.field,
    startUsing,
    update,
    reset,
    handleSubmit,
  };
}
