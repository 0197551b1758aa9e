/** @jest-environment node */
import { inlineSvgMarkup } from '@/lib/images/inline';

describe('inlineSvgMarkup', () => {
  const markup = inlineSvgMarkup('/images/hero.svg', 'xMaxYMid slice');

  it('fills its box like object-fit: cover, hidden from assistive technology', () => {
    const root = /^<svg\b[^>]*>/.exec(markup)?.[0] ?? '';
    expect(root).toContain('width="100%"');
    expect(root).toContain('height="100%"');
    expect(root).toContain('preserveAspectRatio="xMaxYMid slice"');
    expect(root).toContain('aria-hidden="true"');
    expect(root).toMatch(/viewBox="/);
  });

  it("prefixes the artwork's ids and every reference to them", () => {
    const ids = [...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^hero-/);
    for (const [, ref] of markup.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });
});
