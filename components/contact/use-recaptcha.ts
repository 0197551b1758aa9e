import * as React from 'react';

import { loadRecaptcha, type Grecaptcha } from '@/lib/contact/load-recaptcha';

export type RecaptchaStatus = 'off' | 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * Google's "I'm not a robot" check for the contact form, when a site key is set: its script
 * loads on `start()` (the visitor's first interaction with the form), the widget renders into
 * `containerRef`, and `token` holds the current answer until it expires or is used.
 */
export function useRecaptcha(siteKey: string | undefined) {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [loadStatus, setStatus] = React.useState<'waiting' | 'loading' | 'ready' | 'failed'>(
    'waiting',
  );
  const [token, setToken] = React.useState<string | null>(null);
  const widget = React.useRef<{ api: Grecaptcha; id: number } | null>(null);
  const started = React.useRef(false);
  const status: RecaptchaStatus = siteKey ? loadStatus : 'off';

  const start = React.useCallback(() => {
    if (!siteKey || started.current) return;
    started.current = true;
    setStatus('loading');
    loadRecaptcha().then(
      (api) => {
        const container = containerRef.current;
        if (!container) return;
        const id = api.render(container, {
          sitekey: siteKey,
          callback: (answer) => setToken(answer),
          'expired-callback': () => setToken(null),
          'error-callback': () => setToken(null),
        });
        widget.current = { api, id };
        setStatus('ready');
      },
      // Stays failed until the visitor asks to try again (no reload on every focus).
      () => setStatus('failed'),
    );
  }, [siteKey]);

  const retry = React.useCallback(() => {
    started.current = false;
    start();
  }, [start]);

  /** A token answers one send: after any attempt the visitor ticks the box again. */
  const reset = React.useCallback(() => {
    setToken(null);
    widget.current?.api.reset(widget.current.id);
  }, []);

  /** Moves focus to the checkbox frame, e.g. when a send was tried without ticking it. */
  const focus = React.useCallback(() => {
    const target = containerRef.current?.querySelector<HTMLElement>('iframe, button, [tabindex]');
    (target ?? containerRef.current)?.focus();
  }, []);

  return { containerRef, status, token, start, retry, reset, focus };
}
