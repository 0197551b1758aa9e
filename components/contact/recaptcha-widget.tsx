'use client';

import * as React from 'react';

import type { Grecaptcha } from '@/lib/contact/load-recaptcha';
import { buttonVariants } from '@/components/ui/button-variants';

/** What the form needs to know: whether the check is there, and its current answer. */
export type RecaptchaState = { status: 'loading' | 'ready' | 'failed'; token: string | null };

export type RecaptchaWidgetProps = {
  siteKey: string;
  /** Changes after every send attempt: a token answers one send, so the box is cleared. */
  resetSignal: number;
  onChange: (state: RecaptchaState) => void;
};

/**
 * Google's "I'm not a robot" check. The contact form mounts this component (its own chunk) on
 * the visitor's first interaction; it then loads Google's script and renders the widget into
 * its box, reporting the answer (token) up as it comes, expires or fails.
 */
export function RecaptchaWidget({ siteKey, resetSignal, onChange }: RecaptchaWidgetProps) {
  const container = React.useRef<HTMLDivElement>(null);
  const widget = React.useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const report = React.useRef(onChange);
  React.useEffect(() => {
    report.current = onChange;
  });

  React.useEffect(() => {
    let live = true;
    import('@/lib/contact/load-recaptcha')
      .then(({ loadRecaptcha }) => loadRecaptcha())
      .then(
        (api) => {
          if (!live || !container.current) return;
          const answer = (token: string | null) => report.current({ status: 'ready', token });
          const id = api.render(container.current, {
            sitekey: siteKey,
            callback: answer,
            'expired-callback': () => answer(null),
            'error-callback': () => answer(null),
          });
          widget.current = { api, id };
          answer(null);
        },
        () => {
          if (!live) return;
          setFailed(true);
          report.current({ status: 'failed', token: null });
        },
      );
    return () => {
      live = false;
    };
  }, [siteKey, attempt]);

  React.useEffect(() => {
    if (resetSignal > 0 && widget.current) widget.current.api.reset(widget.current.id);
  }, [resetSignal]);

  const retry = () => {
    setFailed(false);
    report.current({ status: 'loading', token: null });
    setAttempt((count) => count + 1);
  };

  return (
    <>
      <div ref={container} />
      {failed ? (
        <div className="absolute inset-0 flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
          <p role="alert">The “I’m not a robot” check could not load.</p>
          <button type="button" className={buttonVariants({ variant: 'link' })} onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
    </>
  );
}
