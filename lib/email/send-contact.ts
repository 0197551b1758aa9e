import 'client-only';

import { init, sendForm } from '@emailjs/browser';

import { CONTACT_RATE_LIMIT_KEY } from '@/lib/contact/draft';
import { CONTACT_FIELDS, type ContactValues } from '@/lib/contact/message';
import { type EmailSettings } from '@/lib/contact/settings';
import { e2eEmailOverride } from '@/lib/testing/e2e-hooks';

/** The settings to send with; in test builds (NEXT_PUBLIC_E2E_HOOKS=1) a test may replace ids. */
function effective(settings: EmailSettings): EmailSettings {
  const override = e2eEmailOverride();
  return override ? { ...settings, ...override } : settings;
}

let initialisedWith: EmailSettings | undefined;

function initOnce(settings: EmailSettings): void {
  if (initialisedWith === settings) return;
  init({
    publicKey: settings.publicKey,
    blockHeadless: settings.blockHeadless,
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
 * A detached form holding exactly the five cleaned fields, so EmailJS sends what was validated
 * (trimmed, no honeypot) and every value travels as plain text.
 */
function toForm(values: ContactValues): HTMLFormElement {
  const form = document.createElement('form');
  for (const field of CONTACT_FIELDS) {
    // A textarea keeps line breaks, which a text input would strip.
    const input = document.createElement('textarea');
    input.name = field;
    input.value = values[field];
    form.append(input);
  }
  return form;
}

/**
 * Sends the contact message through EmailJS. Rejects with whatever the SDK rejects with;
 * lib/contact/send-error.ts turns that into words for the visitor.
 */
export async function sendContactMessage(
  settings: EmailSettings,
  values: ContactValues,
): Promise<void> {
  const used = effective(settings);
  initOnce(used);
  await sendForm(used.serviceId, used.templateId, toForm(values));
}
