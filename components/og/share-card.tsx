import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { siteConfig } from '@/lib/site-config';

// Drawn by next/og (satori) into a PNG at build time. Satori cannot read the CSS variables
// of app/globals.css, so the card repeats the three brand colours it needs.
const colours = {
  base: siteConfig.themeColor,
  accent: '#ff7a1a',
  text: '#ffffff',
  muted: '#c7d2e6',
} as const;

export const OG_SIZE = { width: 1200, height: 630 };

/** The club's mark as the header shows it (public/logo.svg), inlined: nothing is fetched. */
const LOGO = `data:image/svg+xml;base64,${readFileSync(join(process.cwd(), 'public', 'logo.svg')).toString('base64')}`;

export type ShareCardProps = {
  eyebrow: string;
  title: string;
  /** Up to three short lines under the title (dates, venue, tagline). */
  lines: string[];
};

/**
 * The share image: the club's mark and name, an eyebrow, a big title and a few lines, on the club
 * colours.
 */
export function ShareCard({ eyebrow, title, lines }: ShareCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        backgroundColor: colours.base,
        color: colours.text,
        fontFamily: 'Inter',
        borderBottom: `16px solid ${colours.accent}`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page */}
        <img src={LOGO} alt="" width={72} height={72} />
        <div style={{ fontFamily: 'Archivo', fontSize: 36 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ color: colours.accent, fontSize: 30, fontWeight: 600 }}>{eyebrow}</div>
        <div
          style={{
            fontFamily: 'Archivo',
            fontSize: titleSize(title),
            lineHeight: 1.05,
            wordBreak: 'break-word',
          }}
        >
          {title}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {lines.map((line) => (
            <div key={line} style={{ color: colours.muted, fontSize: 32 }}>
              {line}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The title's size: big for a short title, smaller for a long one (at most 80 characters, the
 * schema's limit, fit in three lines above the date and venue). */
function titleSize(title: string): number {
  if (title.length <= 28) return 84;
  return title.length <= 50 ? 68 : 54;
}
