/** @jest-environment node */
import { findSecrets, unsafeExternalLinks } from '@/scripts/release/release-check';

describe('findSecrets', () => {
  it('finds private keys, service accounts and tokens', () => {
    expect(findSecrets('-----BEGIN PRIVATE KEY-----\nMIIE')).toEqual(['private key']);
    expect(findSecrets('{"type": "service_account", "project_id": "x"}')).toEqual([
      'service-account JSON',
    ]);
    expect(findSecrets(`token=ghp_${'a'.repeat(36)}`)).toEqual(['GitHub token']);
  });

  it('allows only the configured Firebase web key', () => {
    const key = `AIza${'B'.repeat(35)}`;
    expect(findSecrets(`apiKey:"${key}"`, key)).toEqual([]);
    expect(findSecrets(`apiKey:"${key}"`)).toEqual(['Google API key AIzaBBBB…']);
  });

  it('passes ordinary code', () => {
    expect(findSecrets('const publicKey = "test-public-key"; fetch("/api")')).toEqual([]);
  });
});

describe('unsafeExternalLinks', () => {
  const origin = 'https://team-sportivo.web.app';
  it('flags external links without noopener and noreferrer, ignores our own', () => {
    const html = `
      <a href="https://www.facebook.com/x" target="_blank" rel="noopener noreferrer">ok</a>
      <a href="https://forms.example.com/y" target="_blank" rel="noopener">half</a>
      <a href="https://team-sportivo.web.app/events/">own</a>
      <a href="/about/">relative</a>`;
    expect(unsafeExternalLinks(html, origin)).toEqual([
      { href: 'https://www.facebook.com/x', safe: true },
      { href: 'https://forms.example.com/y', safe: false },
    ]);
  });
});
