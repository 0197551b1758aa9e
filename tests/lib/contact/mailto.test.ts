/** @jest-environment node */
import { buildContactMailto } from '@/lib/contact/mailto';
import { EMPTY_CONTACT } from '@/lib/contact/message';

describe('buildContactMailto', () => {
  it('fills in the subject and the message, signed with name and phone', () => {
    const href = buildContactMailto('club@example.org', {
      user_name: 'Asha Roy',
      user_email: 'asha@example.com',
      user_phone: '+91 90000 00009',
      subject: 'Sponsorship',
      message: 'Hello & welcome?\nSecond line',
    });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('club@example.org');
    expect(url.searchParams.get('subject')).toBe('Sponsorship (website contact form)');
    expect(url.searchParams.get('body')).toBe(
      'Hello & welcome?\nSecond line\n\nAsha Roy\n+91 90000 00009',
    );
    expect(href).toContain('%2B91%2090000'); // "+" and spaces percent-encoded, never a bare "+"
  });

  it('still gives a usable link for an empty form', () => {
    expect(buildContactMailto('club@example.org', EMPTY_CONTACT)).toBe(
      'mailto:club@example.org?subject=Website%20contact%20form',
    );
  });
});
