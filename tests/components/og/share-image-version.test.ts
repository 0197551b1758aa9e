/** @jest-environment node */
import { createElement } from 'react';

import type * as OgFonts from '@/components/og/og-fonts';
import type * as ShareCardModule from '@/components/og/share-card';
import type { ShareCardProps } from '@/components/og/share-card';
import { shareImageVersion } from '@/components/og/share-image-version';

// What the share card looks like and which fonts it draws with, switchable per test: a change of
// design or font must give a new version without anyone remembering to bump a number.
let redesigned = false;
let fontChanged = false;
jest.mock('@/components/og/share-card', () => {
  const actual = jest.requireActual<typeof ShareCardModule>('@/components/og/share-card');
  return {
    ...actual,
    ShareCard: (props: ShareCardProps) =>
      redesigned
        ? createElement('div', { style: { display: 'flex', padding: 40 } }, actual.ShareCard(props))
        : actual.ShareCard(props),
  };
});
jest.mock('@/components/og/og-fonts', () => {
  const actual = jest.requireActual<typeof OgFonts>('@/components/og/og-fonts');
  return {
    loadOgFonts: async () => {
      const fonts = await actual.loadOgFonts();
      return fontChanged
        ? [{ ...fonts[0]!, data: Buffer.from('another font') }, ...fonts.slice(1)]
        : fonts;
    },
  };
});
afterEach(() => {
  redesigned = false;
  fontChanged = false;
});

const CARD: ShareCardProps = {
  eyebrow: 'Cricket',
  title: 'Short Hand Cricket Tournament',
  lines: ['April 8-10, 2025, 9:00 AM', 'Main Campus Ground'],
};

describe('shareImageVersion', () => {
  it('is 12 hex digits, the same for the same card every time', async () => {
    const version = await shareImageVersion(CARD);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(await shareImageVersion({ ...CARD, lines: [...CARD.lines] })).toBe(version);
  });

  it('changes with any text the card draws, and with the order of its lines', async () => {
    const versions = await Promise.all(
      [
        CARD,
        { ...CARD, eyebrow: 'Football' },
        { ...CARD, title: 'Cricket Cup' },
        { ...CARD, lines: ['Cancelled: this event will not take place.', CARD.lines[1]!] },
        { ...CARD, lines: [...CARD.lines].reverse() },
        { ...CARD, lines: ['Champion: Example Tigers', ...CARD.lines] },
      ].map(shareImageVersion),
    );
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('changes with the design of the card and with its fonts, for the same text', async () => {
    const version = await shareImageVersion(CARD);
    redesigned = true;
    const redrawn = await shareImageVersion(CARD);
    redesigned = false;
    fontChanged = true;
    const newFont = await shareImageVersion(CARD);
    expect(new Set([version, redrawn, newFont]).size).toBe(3);
  });
});
