import type * as React from 'react';

import { type Site } from '@/lib/content/site';
import { Link } from '@/components/ui/link';

export type LegalTextProps = { text: string; site: Site };

const PATTERN = /\{(club|institute|email)\}|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g;
const linkClass = 'font-semibold text-accent-strong underline underline-offset-4';

/**
 * Legal text with its {club}, {institute} and {email} placeholders filled in, [label](href)
 * links and `code` (storage key names).
 */
export function LegalText({ text, site }: LegalTextProps) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const [whole, token, label, href, code] = match;
    parts.push(text.slice(last, match.index));
    last = match.index + whole.length;
    const key = match.index;
    if (code) {
      parts.push(
        <code key={key} className="rounded bg-muted px-1 py-0.5 text-[0.9em] break-all">
          {code}
        </code>,
      );
    } else if (token === 'club') parts.push(site.name);
    else if (token === 'institute') parts.push(site.institute);
    else if (token === 'email') {
      parts.push(
        <a key={key} href={`mailto:${site.contact.email}`} className={linkClass}>
          {site.contact.email}
        </a>,
      );
    } else if (href?.startsWith('/')) {
      parts.push(
        <Link key={key} href={href} className={linkClass}>
          {label}
        </Link>,
      );
    } else {
      parts.push(
        <a key={key} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {label}
        </a>,
      );
    }
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
