'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { flushSync } from 'react-dom';

import { signIn, signInWithGoogle, signUp } from '@/lib/auth/actions';
import { authErrorFields, authErrorMessage, type AuthField } from '@/lib/auth/errors';
import { loadAuth } from '@/lib/auth/session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { Route } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { GoogleIcon } from '@/components/icons/brand-icons';

export type AuthFormProps = { mode: 'signin' | 'signup' };

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const COPY = {
  signin: {
    submit: 'Sign In',
    busy: 'Signing In…',
    google: 'Continue with Google',
    other: { prompt: "Don't have an account?", link: 'Sign up', href: '/signup/' satisfies Route },
  },
  signup: {
    submit: 'Create Account',
    busy: 'Creating Account…',
    google: 'Sign up with Google',
    other: {
      prompt: 'Already have an account?',
      link: 'Sign in',
      href: '/signin/' satisfies Route,
    },
  },
} as const;

type Busy = 'email' | 'google' | null;

/** Email + password sign-in or sign-up, with Google, a busy state and errors under the fields. */
export function AuthForm({ mode }: AuthFormProps) {
  const router = useRouter();
  const copy = COPY[mode];
  const [busy, setBusy] = React.useState<Busy>(null);
  // The sentence under the fields, and the fields it is about (marked invalid).
  const [error, setError] = React.useState<{ message: string; fields: AuthField[] } | null>(null);
  // What is on its way now (the ref: a second submit in the same tick sees it), and which
  // attempt is the latest: only its failure is said.
  const busyRef = React.useRef<Busy>(null);
  const latest = React.useRef(0);
  const hydrated = useHydrated();

  // The SDK downloads when the visitor first touches the form (focus, tap, key), so it is ready
  // by the time they submit, and a visitor who only looks at the page never downloads it.
  const warmUp = () => void loadAuth();

  /**
   * One sign-in at a time, but the email one may go while Google's waits: on a phone Google's
   * window is a tab of its own, and a visitor who comes back without closing it would wait on
   * it for ever (Firebase waits until it is closed). The Google attempt left behind still signs
   * the visitor in if they finish it; its failure is no longer said.
   */
  async function run(kind: Exclude<Busy, null>, action: () => Promise<unknown>) {
    if (busyRef.current === 'email' || (busyRef.current && kind === 'google')) return;
    const attempt = (latest.current += 1);
    busyRef.current = kind;
    setBusy(kind);
    setError(null);
    try {
      await action();
      // In place of this page: Back from the home page leads where the visitor was before, not
      // to a sign-in form they have done with.
      router.replace('/');
    } catch (caught) {
      if (attempt !== latest.current) return;
      setError({ message: authErrorMessage(caught), fields: authErrorFields(caught) });
      busyRef.current = null;
      setBusy(null);
    }
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (mode === 'signup' && password !== String(data.get('confirmPassword') ?? '')) {
      // Emptied first, so that the same sentence again is read out again.
      flushSync(() => setError(null));
      setError({ message: PASSWORDS_DO_NOT_MATCH, fields: ['confirmPassword'] });
      return;
    }
    void run('email', () =>
      mode === 'signup' ? signUp(email, password) : signIn(email, password),
    );
  }

  /** A field's link to the sentence under the fields, when the sentence is about it. */
  const invalid = (field: AuthField) =>
    error?.fields.includes(field)
      ? ({ 'aria-invalid': true, 'aria-describedby': 'auth-error' } as const)
      : {};
  return (
    <div className="flex flex-col gap-6" onFocus={warmUp} onPointerDown={warmUp}>
      {/* method="post": should the form ever submit natively, the password stays out of the URL. */}
      <form
        method="post"
        onSubmit={handleSubmit}
        className="flex flex-col gap-5"
        aria-busy={busy === 'email'}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="email">Email</Label>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            {...invalid('email')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="password">Password</Label>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            required
            minLength={mode === 'signup' ? 6 : undefined}
            {...invalid('password')}
          />
        </div>
        {mode === 'signup' ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="confirmPassword">Confirm Password</Label>
            <Input
              id="confirmPassword"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              {...invalid('confirmPassword')}
            />
          </div>
        ) : null}
        <p id="auth-error" role="alert" className="min-h-6 font-semibold text-destructive">
          {error?.message}
        </p>
        <Button type="submit" size="lg" disabled={!hydrated || busy === 'email'}>
          {busy === 'email' ? copy.busy : copy.submit}
        </Button>
        <noscript>
          <p className="font-semibold">
            {mode === 'signin' ? 'Signing in' : 'Creating an account'} needs JavaScript. Turn it on
            in your browser, then reload this page.
          </p>
        </noscript>
      </form>
      <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        disabled={!hydrated || busy !== null}
        onClick={() => void run('google', signInWithGoogle)}
      >
        <GoogleIcon /> {busy === 'google' ? 'Waiting for Google…' : copy.google}
      </Button>
      <p className="text-center">
        {copy.other.prompt}{' '}
        <Link
          href={copy.other.href}
          className="font-semibold text-accent-strong underline underline-offset-4"
        >
          {copy.other.link}
        </Link>
      </p>
    </div>
  );
}
