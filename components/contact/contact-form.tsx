'use client';

import * as React from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';

import { clearContactDraft, loadContactDraft, saveContactDraft } from '@/lib/contact/draft';
import {
  cleanContact,
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
import { Button } from '@/components/ui/button';

import { ContactFields } from './contact-fields';
import { EmailInstead } from './email-instead';
import { NotConfiguredNotice } from './not-configured-notice';
import { useHydrated } from './use-hydrated';

type EmailModule = typeof emailModuleType;

export type ContactFormProps = {
  /** EmailJS settings; null when this copy of the site has none (the form then offers email). */
  settings: EmailSettings | null;
  clubEmail: string;
};

/** The contact message form: validates, keeps a draft, and sends through EmailJS. */
export function ContactForm({ settings, clubEmail }: ContactFormProps) {
  const hydrated = useHydrated();
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
    // Restoring from localStorage can only happen after hydration, so it is an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues(draft);
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

  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="contact-form-heading"
      aria-busy={sending}
      onFocus={startUsing}
      onInput={startUsing}
      onSubmit={handleSubmit}
      className="relative flex flex-col gap-6"
    >
      {settings ? null : <NotConfiguredNotice clubEmail={clubEmail} />}
      {restored ? (
        <p className="flex flex-wrap items-center gap-x-3 rounded-md bg-secondary px-4 py-2 text-secondary-foreground">
          We kept the message you started earlier.
          <Button type="button" variant="link" onClick={reset}>
            Clear form
          </Button>
        </p>
      ) : null}
      <ContactFields values={values} errors={errors} onChange={update} />
      <Honeypot />
      <p role="status" className="sr-only">
        {errorCount > 0
          ? `${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} attention.`
          : ''}
      </p>
      {settings ? (
        <div className="flex flex-col gap-4">
          <Button type="submit" size="lg" disabled={!hydrated || sending} className="self-start">
            {sending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {sending ? 'Sending…' : 'Send Message'}
          </Button>
          <noscript>
            <p>Sending this form needs JavaScript. Please email us at {clubEmail} instead.</p>
          </noscript>
          {failure ? (
            <EmailInstead clubEmail={clubEmail} values={values} reason={failure.description} />
          ) : null}
        </div>
      ) : (
        <EmailInstead clubEmail={clubEmail} values={values} />
      )}
    </form>
  );
}

function Honeypot() {
  // Hidden from people and assistive technology; bots that fill every field reveal themselves.
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor="contact-website">Website (leave this empty)</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
