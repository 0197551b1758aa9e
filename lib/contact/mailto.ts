import { type ContactValues } from './message';

/**
 * A mailto: link to the club with the visitor's subject and message filled in, so nothing typed
 * is lost when online sending fails or is not set up.
 */
export function buildContactMailto(to: string, values: ContactValues): string {
  const subject = values.subject
    ? `${values.subject} (website contact form)`
    : 'Website contact form';
  const signature = [values.user_name, values.user_phone].filter(Boolean).join('\n');
  const body = [values.message, signature].filter(Boolean).join('\n\n');
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${to}?${params.join('&')}`;
}
