/** @jest-environment node */
import { drawingOnly, inlineSvgMarkup } from '@/lib/images/inline';

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

describe('drawingOnly', () => {
  const shape = '<rect width="10" height="10" fill="url(#s)"/>';
  const svg = (inside: string, after = '') =>
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!-- art -->${inside}</svg>${after}`;

  it('keeps artwork that only draws (and the bundled hero)', () => {
    const art = `<defs><pattern id="s" width="4" height="4"><path d='M0 0h1'/></pattern></defs>${shape}<use href="#s"/>`;
    expect(drawingOnly(svg(art), '/images/hero.svg')).toContain('<use href="#s"/>');
    expect(() => inlineSvgMarkup('/images/hero.svg', 'xMaxYMid slice')).not.toThrow();
  });

  it.each([
    [
      'a page redirect',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"/>',
      '',
      '<meta> is not drawing',
    ],
    [
      'a style for the whole page',
      '<style>body{display:none}</style>',
      '',
      '<style> is not drawing',
    ],
    ['a script', '<script>alert(1)</script>', '', '<script> is not drawing'],
    [
      'an event handler',
      '<rect width="1" height="1" onclick="alert(1)"/>',
      '',
      '<rect> has an onclick attribute',
    ],
    [
      'a link elsewhere',
      '<a href="https://evil.example/"><rect width="1" height="1"/></a>',
      '',
      '<a> is not drawing',
    ],
    [
      'a reference elsewhere',
      '<use href="https://evil.example/x.svg#a"/>',
      '',
      '<use> links to "https://evil.example/x.svg#a"',
    ],
    [
      'a picture from elsewhere',
      '<rect width="1" height="1" fill="url(https://evil.example/a.png)"/>',
      '',
      '<rect> uses "url(https://evil.example/a.png)"',
    ],
    [
      'markup after it',
      shape,
      '<meta http-equiv="refresh" content="0"/>',
      'something follows its closing </svg>',
    ],
    [
      'a CDATA section',
      '<text><![CDATA[x]]></text>',
      '',
      'it holds markup other than SVG elements',
    ],
    [
      'foreign content',
      '<foreignObject><div>x</div></foreignObject>',
      '',
      '<foreignObject> is not drawing',
    ],
  ])('refuses %s, naming the file and the part', (_case, inside, after, problem) => {
    expect(() => drawingOnly(svg(inside, after), '/images/hero.svg')).toThrow(
      `public/images/hero.svg: ${problem}. This artwork is drawn into the page`,
    );
  });
});
