import type { Request } from '@playwright/test';

import type { ContactValues } from '../../lib/contact/message';

// EmailJS cannot run here: the specs answer it at the network boundary (page.route) and check
// the exact request the site sent. The e2e build has fictional EmailJS settings (package.json's
// build:test): NEXT_PUBLIC_EMAILJS_PUBLIC_KEY=test-public-key
// NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_test NEXT_PUBLIC_EMAILJS_TEMPLATE_ID=template_test.

/** Where the EmailJS SDK posts a form. */
export const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send-form';

/** One request to EmailJS, as the fake recorded it. */
export type Captured = { method: string; url: string; fields: Record<string, string> };

/** The fields of a multipart form request. */
export async function fieldsOf(request: Request): Promise<Record<string, string>> {
  const form = await new Response(Uint8Array.from(request.postDataBuffer() ?? []), {
    headers: { 'content-type': (await request.allHeaders())['content-type'] ?? '' },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
}

/** Records a request to EmailJS: its method, address and fields. */
export async function capture(request: Request): Promise<Captured> {
  return { method: request.method(), url: request.url(), fields: await fieldsOf(request) };
}

/**
 * The request the site must send for a message: a POST of exactly the five fields as written
 * (multipart form data encodes line breaks as CRLF), anything `extra` (a reCAPTCHA token), and
 * the SDK's version and the build's EmailJS settings.
 */
export function sendRequest(message: ContactValues, extra: Record<string, string> = {}): Captured {
  return {
    method: 'POST',
    url: SEND_URL,
    fields: {
      ...message,
      message: message.message.replace(/\r?\n/g, '\r\n'),
      ...extra,
      lib_version: '4.4.1',
      service_id: 'service_test',
      template_id: 'template_test',
      user_id: 'test-public-key',
    },
  };
}
