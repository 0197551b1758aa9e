import { createHash } from 'node:crypto';
import { createElement, isValidElement, type ReactNode } from 'react';

import { loadOgFonts } from './og-fonts';
import { OG_SIZE, ShareCard, type ShareCardProps } from './share-card';

/**
 * A short fingerprint of what shareImage(card) draws: the element tree the renderer is given
 * (the card's text, and the layout, colours and sizes of components/og/share-card.tsx), the
 * picture's size and the fonts' bytes. The same card gives the same version on every build, so a
 * rebuild keeps the address; a new line, title or status, a new design or a new font gives
 * a new one. Not the PNG's own hash: that needs next/og, which would draw every card once more per
 * build and cannot run in the unit tests. What it leaves out is the renderer itself (a next/og
 * upgrade that draws the same tree a few pixels differently keeps the address).
 */
export async function shareImageVersion(card: ShareCardProps): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ size: OG_SIZE, drawn: drawn(createElement(ShareCard, card)) }));
  for (const font of await loadOgFonts()) {
    hash.update(JSON.stringify({ name: font.name, weight: font.weight, style: font.style }));
    hash.update(font.data);
  }
  return hash.digest('hex').slice(0, 12);
}

/** An element tree as plain data, its components called as the renderer calls them. */
function drawn(node: ReactNode): unknown {
  if (Array.isArray(node)) return node.map(drawn);
  if (!isValidElement(node)) return node ?? null;
  const props = node.props as { children?: ReactNode };
  if (typeof node.type === 'function') {
    return drawn((node.type as (props: object) => ReactNode)(props));
  }
  const { children, ...attributes } = props;
  return [node.type, attributes, drawn(children)];
}
