import type * as React from 'react';

import { Button } from '@/components/ui/button';

import type { RecaptchaStatus } from './use-recaptcha';

export type RecaptchaFieldProps = {
  status: RecaptchaStatus;
  containerRef: React.Ref<HTMLDivElement>;
  /** Shown when a send was tried without ticking the box. */
  error?: string;
  onRetry: () => void;
};

const NOTES: Partial<Record<RecaptchaStatus, string>> = {
  waiting: 'An “I’m not a robot” check from Google reCAPTCHA appears here when you start writing.',
  loading: 'Loading the “I’m not a robot” check…',
  failed: 'The “I’m not a robot” check could not load.',
};

/** The box Google's reCAPTCHA widget renders into, with what is happening until it is there. */
export function RecaptchaField({ status, containerRef, error, onRetry }: RecaptchaFieldProps) {
  if (status === 'off') return null;
  const note = NOTES[status];
  return (
    <div className="flex flex-col gap-1.5">
      {/* The widget is 304 × 78 px: its space is kept from the start, so nothing moves. */}
      <div className="relative min-h-[78px]">
        <div
          ref={containerRef}
          id="contact-recaptcha"
          aria-describedby={error ? 'contact-recaptcha-error' : undefined}
        />
        {note ? (
          <div className="absolute inset-0 flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
            <p role={status === 'failed' ? 'alert' : undefined}>{note}</p>
            {status === 'failed' ? (
              <Button type="button" variant="link" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {error ? (
        <p id="contact-recaptcha-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
