'use client';

import { LoaderCircle, Send } from 'lucide-react';

import { type EmailSettings } from '@/lib/contact/settings';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { Button } from '@/components/ui/button';

import { ContactFields } from './contact-fields';
import { DraftNote } from './draft-note';
import { EmailInstead } from './email-instead';
import { NotConfiguredNotice } from './not-configured-notice';
import { RecaptchaField } from './recaptcha-field';
import { useContactForm } from './use-contact-form';

export type ContactFormProps = {
  /** EmailJS settings; null when this copy of the site has none (the form then offers email). */
  settings: EmailSettings | null;
  clubEmail: string;
};

/** The contact message form: validates, keeps a draft, and sends through EmailJS. */
export function ContactForm({ settings, clubEmail }: ContactFormProps) {
  const hydrated = useHydrated();
  const {
    values,
    errors,
    sending,
    failure,
    restored,
    formRef,
    recaptcha,
    startUsing,
    update,
    reset,
    handleSubmit,
  } = useContactForm(settings);
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
          <RecaptchaField
            status={recaptcha.status}
            containerRef={recaptcha.containerRef}
            error={recaptcha.error}
            onRetry={recaptcha.retry}
          />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Button type="submit" size="lg" disabled={!hydrated || sending}>
              {sending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {sending ? 'Sending…' : 'Send Message'}
            </Button>
            <DraftNote values={values} onDiscard={reset} />
          </div>
          <noscript>
            <p>
              Sending this form needs JavaScript. Please email us at{' '}
              <a
                href={`mailto:${clubEmail}`}
                className="font-semibold underline underline-offset-4"
              >
                {clubEmail}
              </a>{' '}
              instead.
            </p>
          </noscript>
          {failure ? (
            <EmailInstead clubEmail={clubEmail} values={values} reason={failure.description} />
          ) : null}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <EmailInstead clubEmail={clubEmail} values={values} />
          <DraftNote values={values} onDiscard={reset} />
        </div>
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
