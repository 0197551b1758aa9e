/** Checks over the exported files: no secrets ship, external links are safe. Pure functions. */

const SECRET_PATTERNS: [string, RegExp][] = [
  ['private key', /-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----/],
  ['service-account JSON', /"type"\s*:\s*"service_account"|"private_key_id"\s*:/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['Stripe secret key', /\bsk_live_[A-Za-z0-9]{16,}/],
  ['EmailJS private key', /\baccessToken\s*[:=]\s*["'][A-Za-z0-9_-]{16,}/],
];
const GOOGLE_KEY = /\bAIza[0-9A-Za-z_-]{35}\b/g;

/**
 * What in `text` looks like a secret. Google API keys are allowed only when they are the
 * configured Firebase web key, which is public by design.
 */
export function findSecrets(text: string, allowedGoogleKey?: string): string[] {
  const found = SECRET_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  for (const key of text.match(GOOGLE_KEY) ?? []) {
    if (key !== allowedGoogleKey) found.push(`Google API key ${key.slice(0, 8)}…`);
  }
  return found;
}

/** External links (another origin) in `html` that lack rel="noopener noreferrer". */
export function unsafeExternalLinks(
  html: string,
  siteOrigin: string,
): { href: string; safe: boolean }[] {
  const links: { href: string; safe: boolean }[] = [];
  for (const tag of html.match(/<a\b[^>]*\bhref="https?:\/\/[^"]*"[^>]*>/gi) ?? []) {
    const href = /\bhref="([^"]*)"/i.exec(tag)?.[1] ?? '';
    if (new URL(href).origin === siteOrigin) continue;
    const rel = (/\brel="([^"]*)"/i.exec(tag)?.[1] ?? '').split(/\s+/);
    links.push({ href, safe: rel.includes('noopener') && rel.includes('noreferrer') });
  }
  return links;
}
