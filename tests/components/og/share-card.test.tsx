/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';

import { siteConfig } from '@/lib/site-config';
import { ShareCard } from '@/components/og/share-card';

describe('ShareCard', () => {
  it("draws the club's own mark (public/logo.svg, inlined) beside its name", () => {
    const html = renderToStaticMarkup(<ShareCard eyebrow="Football" title="A cup" lines={[]} />);
    const src = /<img src="([^"]+)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const [kind, data] = src!.split(',');
    expect(kind).toBe('data:image/svg+xml;base64');
    expect(Buffer.from(data!, 'base64').equals(readFileSync(join('public', 'logo.svg')))).toBe(
      true,
    );
    expect(html).toContain(`>${siteConfig.name}</div>`);
  });
});
