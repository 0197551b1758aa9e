'use client';

import * as React from 'react';

import { CONTACT_FORM_ID } from '@/lib/contact/draft';
import { type EmailSettings } from '@/lib/contact/settings';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadBoundary } from '@/components/common/load-boundary';
import { LoaderCircle } from '@/components/icons/line-icons';

import { ContactFields } from './contact-fields';
import { DraftNote } from './draft-note';
import { EmailInstead } from './email-instead';
import { Honeypot } from './honeypot';
import type { RecaptchaNotes } from './recaptcha-notes';
import { useContactForm } from './use-contact-form';

// Only a site with a reCAPTCHA key, and only once the visitor starts writing, loads this
// (React.lazy: next/dynamic would add its own loader to the page).
const RecaptchaWidget = React.lazy(() =>
  import('./recaptcha-widget').then((module) => ({ default: module.RecaptchaWidget })),
);

export type ContactFormProps = {
  /** EmailJS settings; null when this copy of the site has none (the form then offers email). */
  settings: EmailSettings | null;
  clubEmail: string;
  /**
   * Rendered on the server and passed in, so their words ship in the HTML, not in this
   * component's JavaScript: the notice above the fields (online sending not set up), and what a
   * visitor without JavaScript reads where the send button is.
   */
  notice?: React.ReactNode;
  noScript?: React.ReactNode;
  /** What the reCAPTCHA box's space says (components/contact/recaptcha-notes.tsx). */
  recaptchaNotes?: RecaptchaNotes;
  /**
   * The send button's and the email link's icons, drawn on the server too: the icons' module
   * would otherwise ship whole in this form's script (components/icons/page-icons.tsx).
   */
  icons?: ContactIcons;
};

/** The form's icons (ContactFormProps.icons). */
export type ContactIcons = { send?: React.ReactNode; mail?: React.ReactNode };

/** The contact message form: validates, keeps a draft, and sends through EmailJS. */
export function ContactForm({
  settings,
  clubEmail,
  notice,
  noScript,
  recaptchaNotes,
  icons = {},
}: ContactFormProps) {
  const hydrated = useHydrated();
  const {
    values,
    errors,
    sending,
    failure,
    restored,
    cleared,
    settled,
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
      id={CONTACT_FORM_ID}
      noValidate
      aria-labelledby="contact-form-heading"
      aria-busy={sending}
      data-settled={settled ? '' : undefined}
      onFocus={startUsing}
      onInput={startUsing}
      onSubmit={handleSubmit}
      className="relative flex flex-col gap-6"
    >
      {/* Said before the fields, so nobody fills them in first to find out. */}
      {settings && noScript ? <noscript>{noScript}</noscript> : null}
      {notice}
      {/* Always on the page, shown by CSS (app/globals.css): once the draft is restored, or,
          until the form has read it, when the page's script found one, so the fields below do
          not move when it is. */}
      <p
        data-restored-note=""
        data-shown={restored ? '' : undefined}
        className="flex flex-wrap items-center gap-x-3 rounded-md bg-muted px-4 py-2"
      >
        We kept the message you started earlier.
        <button
          type="button"
          className={buttonVariants({ variant: 'link' })}
          aria-disabled={sending || undefined}
          onClick={reset}
        >
          Clear form
        </button>
      </p>
      <ContactFields values={values} errors={errors} onChange={update} readOnly={sending} />
      <Honeypot />
      {/* Always there, so that what changes in it is read out: the fields' problems, the
          request to tick the check (the keyboard focus goes into Google's frame, which says
          nothing of it), and that the form was cleared (its button goes with the words). */}
      <p role="status" className="sr-only">
        {[
          cleared ? 'Form cleared.' : '',
          errorCount > 0
            ? `${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} attention.`
            : '',
          recaptcha?.error ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      {settings ? (
        <div className="flex flex-col gap-4">
          {recaptcha ? (
            <div className="flex flex-col gap-1.5">
              {/* The widget is 304 × 78 px: its space is kept from the start, so nothing moves. */}
              <div
                id="contact-recaptcha"
                aria-describedby={recaptcha.error ? 'contact-recaptcha-error' : undefined}
                className="relative min-h-[78px]"
              >
                {recaptcha.started ? (
                  <LoadBoundary fallback={<RecaptchaNote>{recaptchaNotes?.failed}</RecaptchaNote>}>
                    <React.Suspense
                      fallback={<RecaptchaNote>{recaptchaNotes?.loading}</RecaptchaNote>}
                    >
                      <RecaptchaWidget
                        siteKey={recaptcha.siteKey}
                        resetSignal={recaptcha.resetSignal}
                        onChange={recaptcha.onChange}
                      />
                    </React.Suspense>
                  </LoadBoundary>
                ) : (
                  <RecaptchaNote>{recaptchaNotes?.before}</RecaptchaNote>
                )}
              </div>
              {recaptcha.error ? (
                <p id="contact-recaptcha-error" className="text-sm font-medium text-destructive">
                  {recaptcha.error}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {/* While sending, the button says so and refuses (aria-disabled, the submit handler
                ignores it) but keeps the keyboard focus: a disabled button would drop it to the
                page, and Enter could not try again after a failure. */}
            <button
              type="submit"
              className={buttonVariants({ size: 'lg' })}
              disabled={!hydrated}
              aria-disabled={sending || undefined}
            >
              {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icons.send}
              {sending ? 'Sending…' : 'Send Message'}
            </button>
            <DraftNote values={values} onDiscard={reset} busy={sending} />
          </div>
          {failure ? (
            <EmailInstead
              clubEmail={clubEmail}
              values={values}
              reason={failure.description}
              icon={icons.mail}
            />
          ) : null}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <EmailInstead clubEmail={clubEmail} values={values} icon={icons.mail} />
          <DraftNote values={values} onDiscard={reset} busy={sending} />
        </div>
      )}
    </form>
  );
}

function RecaptchaNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="absolute inset-0 flex items-center text-sm text-muted-foreground">{children}</p>
  );
}
