import 'client-only';

import { init, sendForm } from '@emailjs/browser';

import { CONTACT_RATE_LIMIT_KEY } from '@/lib/contact/draft';
import { CONTACT_FIELDS, type ContactValues } from '@/lib/contact/message';
import { NO_ANSWER, withinSendLimit } from '@/lib/contact/no-answer';
import { RECAPTCHA_FIELD } from '@/lib/contact/recaptcha';
import { SendRefusal } from '@/lib/contact/send-error';
import { type EmailSettings } from '@/lib/contact/settings';

/**
 * Where EmailJS's rate limit keeps the time of the last send (localStorage). The SDK writes the
 * time as soon as an attempt passes its checks, before the request: an attempt that then fails
 * (network down, EmailJS refusing) would lock the visitor out for the whole interval although
 * nothing was sent. So every write is remembered and undone when the attempt fails.
 */
const attempt = { wrote: false, previous: null as string | null };

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const rateLimitStore = {
  get: async (key: string) => localStore()?.getItem(key) ?? null,
  set: async (key: string, value: string) => {
    const store = localStore();
    attempt.previous = store?.getItem(key) ?? null;
    attempt.wrote = true;
    store?.setItem(key, value);
  },
  remove: async (key: string) => localStore()?.removeItem(key),
};

function undoAttempt(): void {
  const store = localStore();
  if (!attempt.wrote || !store) return;
  if (attempt.previous === null) store.removeItem(CONTACT_RATE_LIMIT_KEY);
  else store.setItem(CONTACT_RATE_LIMIT_KEY, attempt.previous);
}

/** How long until the rate limit lets the next message through. */
function rateLimitWait(limitRateMs: number): number {
  const last = Number(localStore()?.getItem(CONTACT_RATE_LIMIT_KEY) ?? 0);
  return Math.max(0, last + limitRateMs - Date.now());
}

let initialisedWith: EmailSettings | undefined;

function initOnce(settings: EmailSettings): void {
  if (initialisedWith === settings) return;
  init({
    publicKey: settings.publicKey,
    blockHeadless: settings.blockHeadless,
    // init() replaces the SDK's default storage: without one, its rate limit never applies.
    storageProvider: rateLimitStore,
    limitRate: settings.limitRateMs
      ? { id: CONTACT_RATE_LIMIT_KEY, throttle: settings.limitRateMs }
      : {},
    blockList: settings.blockList.length
      ? { list: settings.blockList, watchVariable: 'user_email' }
      : {},
  });
  initialisedWith = settings;
}

/**
 * A detached form holding exactly the five cleaned fields (and the reCAPTCHA token, when there
 * is one), so EmailJS sends what was validated (trimmed, no honeypot) as plain text.
 */
function toForm(values: ContactValues, recaptchaToken?: string): HTMLFormElement {
  const form = document.createElement('form');
  const add = (name: string, value: string) => {
    // A textarea keeps line breaks, which a text input would strip.
    const input = document.createElement('textarea');
    input.name = name;
    input.value = value;
    form.append(input);
  };
  for (const field of CONTACT_FIELDS) add(field, values[field]);
  if (recaptchaToken) add(RECAPTCHA_FIELD, recaptchaToken);
  return form;
}

/**
 * Sends the contact message through EmailJS. Rejects with a SendRefusal('too-soon') when the
 * rate limit holds it back (nothing is sent), otherwise with whatever the SDK rejects with;
 * lib/contact/send-error.ts turns that into words for the visitor. Only a successful send
 * counts for the rate limit.
 */
export async function sendContactMessage(
  settings: EmailSettings,
  values: ContactValues,
  recaptchaToken?: string,
): Promise<void> {
  initOnce(settings);
  attempt.wrote = false;
  // The SDK's request has no time limit: on a connection that takes it and never answers, the
  // form said "Sending…" for ever. Past SEND_TIMEOUT_MS, or when the phone goes offline, the
  // attempt ends as no-answer (it may or may not have arrived), and the visitor can act.
  try {
    const sent = sendForm(settings.serviceId, settings.templateId, toForm(values, recaptchaToken));
    if ((await withinSendLimit(sent)) === NO_ANSWER) throw new SendRefusal('no-answer');
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (!attempt.wrote && status === 429 && settings.limitRateMs) {
      // The SDK's own limit (it answers 429 without a request): say how long to wait.
      throw new SendRefusal('too-soon', rateLimitWait(settings.limitRateMs));
    }
    undoAttempt();
    throw error;
  }
}
