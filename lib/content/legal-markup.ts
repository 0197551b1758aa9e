import { fillPlaceholders } from './placeholders';

/** The placeholders legal text may use; lib/content/site.ts supplies their values. */
export const LEGAL_TOKENS = ['club', 'institute', 'email'] as const;
export type LegalToken = (typeof LEGAL_TOKENS)[number];

/**
 * Where legal text may link: a page of this site (/…, not //host or /\host, which browsers read
 * as another host), an https:// address, or an email address. Never javascript:, data: or http:.
 */
export const SAFE_LEGAL_HREF = /^(?:\/(?![/\\])|https:\/\/|mailto:)/;

/** One piece of legal text: words, a placeholder, a [label](href) link or a `code` mark. */
export type LegalPart =
  | { kind: 'text'; text: string }
  | { kind: 'placeholder'; token: LegalToken }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'code'; text: string };

const PATTERN = new RegExp(
  `\\{(${LEGAL_TOKENS.join('|')})\\}|\\[([^\\]]+)\\]\\(([^)\\s]+)\\)|\`([^\`]+)\``,
  'g',
);

/**
 * Legal text read into its pieces, once, by the one reader the build's check, the page and the
 * metadata all use: a link the check passed is exactly the link the page draws (a reader of its
 * own in each could be led to see a safe address where the other drew an unsafe one).
 */
export function legalParts(text: string): LegalPart[] {
  const parts: LegalPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const [whole, token, label, href, code] = match;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    last = match.index + whole.length;
    if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (token !== undefined) parts.push({ kind: 'placeholder', token: token as LegalToken });
    else parts.push({ kind: 'link', label: label ?? '', href: href ?? '' });
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Legal text as plain words (for metadata): placeholders filled in, links and code marks removed. */
export function legalPlainText(text: string, values: Record<LegalToken, string>): string {
  return legalParts(text)
    .map((part) => {
      if (part.kind === 'placeholder') return values[part.token];
      if (part.kind === 'link') return fillPlaceholders(part.label, values);
      return part.text;
    })
    .join('');
}
