/** @jest-environment node */
import { getLegalPage, LEGAL_SLUGS, legalPlainText, parseLegalPages } from '@/lib/content/legal';
import legalFile from '@/content/legal.json';

import { contentErrorOf } from './content-error';

const legalPages = legalFile.pages;

const errorOf = (entries: unknown): string => contentErrorOf(() => parseLegalPages(entries));

describe('content/legal.json', () => {
  it('holds the three legal pages, all valid', () => {
    for (const slug of LEGAL_SLUGS) expect(getLegalPage(slug).sections.length).toBeGreaterThan(2);
  });

  it('says what the site really stores and sends', () => {
    const privacy = JSON.stringify(getLegalPage('privacy'));
    for (const fact of [
      'Firebase Authentication',
      'uid',
      'EmailJS',
      'local storage',
      'Firebase Hosting',
      'reCAPTCHA',
      '7 days',
    ]) {
      expect(privacy).toContain(fact);
    }
    for (const fact of ['Firebase Storage', 'firebasestorage.googleapis.com', 'no analytics']) {
      expect(privacy).toContain(fact);
    }
    const cookie = JSON.stringify(getLegalPage('cookie'));
    expect(cookie).toContain('team-sportivo:contact-draft');
    expect(cookie).toContain('team-sportivo:contact-last-sent');
    expect(cookie).toContain('firebase:authUser:');
    expect(cookie).toContain('sets no cookies of its own');
  });

  it('names the external registration forms, the coordinator’s final word and the accessibility aim', () => {
    const terms = JSON.stringify(getLegalPage('terms'));
    expect(terms).toContain('external registration forms');
    expect(terms).toContain('coordinator’s decision is final');
    const accessibility = JSON.stringify(getLegalPage('accessibility'));
    for (const fact of ['WCAG) 2.2 at level AA', 'Skip to content', 'axe-core']) {
      expect(accessibility).toContain(fact);
    }
  });

  it('names the page and field of an unknown placeholder', () => {
    const broken = structuredClone(legalPages);
    broken[1]!.sections[0]!.blocks = [{ type: 'paragraph', text: 'Write to {phone}.' }];
    const message = errorOf(broken);
    expect(message).toContain('content/legal.json: page "privacy": field "sections.0.blocks.0.text"');
    expect(message).toContain('unknown placeholder {phone}');
  });

  it.each(['//attacker.example/', '/\\attacker.example', 'javascript:alert(1)', 'http://x.example', 'data:text/html,x'])(
    'refuses a link to %s, naming the page and field',
    (href) => {
      const broken = structuredClone(legalPages);
      broken[1]!.sections[0]!.blocks = [{ type: 'paragraph', text: `See [this](${href}).` }];
      const message = errorOf(broken);
      expect(message).toContain('page "privacy": field "sections.0.blocks.0.text"');
      expect(message).toContain('links may only go to /… (a page of this site), https://… or mailto:…');
    },
  );

  it('reads a link as the page draws it: a `code` mark before it hides nothing', () => {
    const broken = structuredClone(legalPages);
    broken[1]!.sections[0]!.blocks = [
      { type: 'paragraph', text: '`[a](/x`[click](//attacker.example/phish)' },
    ];
    expect(errorOf(broken)).toContain('link to "//attacker.example/phish"');
  });

  it('accepts links to a page of the site, an https address and an email address', () => {
    const fine = structuredClone(legalPages);
    fine[1]!.sections[0]!.blocks = [
      { type: 'paragraph', text: 'See [us](/about/), [them](https://x.example) or [write](mailto:a@b.example).' },
    ];
    expect(() => parseLegalPages(fine)).not.toThrow();
  });

  it('reads paragraphs and bulleted lists', () => {
    const blocks = getLegalPage('terms').sections.flatMap((section) => section.blocks);
    expect(blocks.some((block) => typeof block === 'string')).toBe(true);
    expect(blocks.some((block) => Array.isArray(block) && block.length > 1)).toBe(true);
    const broken = structuredClone(legalPages);
    broken[0]!.sections[0]!.blocks = [{ type: 'table', text: 'x' }];
    expect(errorOf(broken)).toContain('page "terms": field "sections.0.blocks.0.type"');
  });

  it('needs each of the three pages exactly once', () => {
    expect(errorOf(legalPages.slice(0, 2))).toContain('needs exactly one "cookie" page (found 0)');
  });

  it('turns legal text into plain words for metadata', () => {
    expect(
      legalPlainText(
        '{club} at {institute}: see the [Privacy Policy](/privacy/), `key` or {email}.',
        {
          club: 'Club',
          institute: 'Institute',
          email: 'a@b.example',
        },
      ),
    ).toBe('Club at Institute: see the Privacy Policy, key or a@b.example.');
  });
});
