import type * as React from 'react';

import { legalValues } from '@/lib/content/legal';
import {
  legalParts,
  legalPlainText,
  SAFE_LEGAL_HREF,
  type LegalPart,
} from '@/lib/content/legal-markup';
import { type Site } from '@/lib/content/site';
import { Link } from '@/components/ui/link';

export type LegalTextProps = { text: string; site: Site };

const linkClass = 'font-semibold text-accent-strong underline underline-offset-4';

/**
 * Legal text with its {club}, {institute} and {email} placeholders filled in, [label](href)
 * links and `code` (storage key names), read by legalParts as the build's check reads it. A link
 * whose address is not one the check allows (the build stops first) is drawn as its words.
 */
export function LegalText({ text, site }: LegalTextProps) {
  const value = legalValues(site);
  const draw = (part: LegalPart, key: number): React.ReactNode => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'code':
        return (
          <code key={key} className="rounded bg-muted px-1 py-0.5 text-[0.9em] break-all">
            {part.text}
          </code>
        );
      case 'placeholder':
        return part.token === 'email' ? (
          <a key={key} href={`mailto:${site.contact.email}`} className={linkClass}>
            {site.contact.email}
          </a>
        ) : (
          value[part.token]
        );
      case 'link': {
        // Its words as plain text, placeholders filled in.
        const label = legalPlainText(part.label, value);
        if (!SAFE_LEGAL_HREF.test(part.href)) return label;
        return part.href.startsWith('/') ? (
          <Link key={key} href={part.href} className={linkClass}>
            {label}
          </Link>
        ) : (
          <a
            key={key}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {label}
          </a>
        );
      }
    }
  };
  return <>{legalParts(text).map(draw)}</>;
}
