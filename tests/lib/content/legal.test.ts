/** @jest-environment node */
import {
  BROWSER_STORAGE_KEYS,
  getLegalPage,
  LEGAL_SLUGS,
  legalHeadingId,
  legalPlainText,
  parseLegalPages,
  type LegalSlug,
} from '@/lib/content/legal';
import { MAIN_ID } from '@/lib/routes';

import { contentErrorOf } from './content-error';

type Block = { type: string; text?: string; items?: string[] };

/** The cookie policy's list: each key the site stores, named. */
const storageItems = (keys: readonly string[] = BROWSER_STORAGE_KEYS) =>
  keys.map((key) => `The key \`${key}\` keeps something.`);

/** One legal page of the test's own (not content/legal.json): a paragraph and a list. */
const page = (slug: LegalSlug) => ({
  slug,
  title: `The ${slug} page`,
  summary: `What {club} says about ${slug}.`,
  updated: '2026-01-31',
  sections: [
    {
      id: 'first',
      heading: 'First',
      blocks: [
        { type: 'paragraph', text: 'Write to {email}.' } as Block,
        {
          type: 'list',
          items: slug === 'cookie' ? storageItems() : ['one point;', 'another point.'],
        } as Block,
      ],
    },
  ],
});

/** The test's own legal pages, one per slug. */
const fixture = () => LEGAL_SLUGS.map(page);

/** The fixture with the privacy page's first blocks replaced. */
function privacyWith(blocks: Block[]) {
  return fixture().map((each) =>
    each.slug === 'privacy' ? { ...each, sections: [{ ...each.sections[0]!, blocks }] } : each,
  );
}

const errorOf = (entries: unknown): string => contentErrorOf(() => parseLegalPages(entries));

/** The fixture with the privacy page's first section repeated under each of `ids`. */
function privacyAnchors(ids: string[]) {
  return fixture().map((each) =>
    each.slug === 'privacy'
      ? { ...each, sections: ids.map((id) => ({ ...each.sections[0]!, id })) }
      : each,
  );
}

describe('content/legal.json', () => {
  it('holds every legal page, all valid', () => {
    for (const slug of LEGAL_SLUGS) {
      expect(getLegalPage(slug).slug).toBe(slug);
      expect(getLegalPage(slug).sections.length).toBeGreaterThan(0);
    }
  });
});

describe('parseLegalPages', () => {
  it('reads paragraphs as text and bulleted lists as lists, placeholders kept for the page', () => {
    const [terms] = parseLegalPages(fixture());
    expect(terms).toEqual({
      slug: 'terms',
      title: 'The terms page',
      summary: 'What {club} says about terms.',
      updated: '2026-01-31',
      sections: [
        {
          id: 'first',
          heading: 'First',
          blocks: ['Write to {email}.', ['one point;', 'another point.']],
        },
      ],
    });
  });

  it('names the page and field of an unknown placeholder', () => {
    const message = errorOf(privacyWith([{ type: 'paragraph', text: 'Write to {phone}.' }]));
    expect(message).toContain(
      'content/legal.json: page "privacy": field "sections #1.blocks #1.text"',
    );
    expect(message).toContain('unknown placeholder {phone}');
  });

  it.each([
    ['See [the policy] (/privacy/).', 'no space between ] and ('],
    ['See [the policy](/privacy/ ).', "a link's address has no spaces and ends with )"],
    ['See [the policy](/privacy/.', "a link's address has no spaces and ends with )"],
    ['Named `sportivo-contact-draft.', 'a code mark starts and ends with one'],
  ])('names a link or code mark that would show as typed: %s', (text, words) => {
    const message = errorOf(privacyWith([{ type: 'paragraph', text }]));
    expect(message).toContain('page "privacy": field "sections #1.blocks #1.text"');
    expect(message).toContain(words);
  });

  it.each([
    '//attacker.example/',
    '/\\attacker.example',
    'javascript:alert(1)',
    'http://x.example',
    'data:text/html,x',
  ])('refuses a link to %s, naming the page and field', (href) => {
    const message = errorOf(privacyWith([{ type: 'paragraph', text: `See [this](${href}).` }]));
    expect(message).toContain('page "privacy": field "sections #1.blocks #1.text"');
    expect(message).toContain(
      'links may only go to /… (a page of this site), https://… or mailto:…',
    );
  });

  it('reads a link as the page draws it: a `code` mark before it hides nothing', () => {
    const broken = privacyWith([
      { type: 'paragraph', text: '`[a](/x`[click](//attacker.example/phish)' },
    ]);
    expect(errorOf(broken)).toContain('link to "//attacker.example/phish"');
  });

  it('accepts links to a page of the site, an https address and an email address', () => {
    const fine = privacyWith([
      {
        type: 'paragraph',
        text: 'See [us](/about/), [them](https://x.example) or [write](mailto:a@b.example).',
      },
    ]);
    expect(() => parseLegalPages(fine)).not.toThrow();
  });

  it('names the page and field of a block that is neither a paragraph nor a list', () => {
    expect(errorOf(privacyWith([{ type: 'table', text: 'x' }]))).toContain(
      'page "privacy": field "sections #1.blocks #1.type": must be one of "paragraph", "list" (not "table")',
    );
    // In words an organiser acts on, not zod's "Invalid discriminator value".
    const message = errorOf(
      privacyWith([
        { type: 'Paragraph', text: 'x' },
        { text: 'x' } as Block,
        { type: 'list', items: [] },
      ]),
    );
    expect(message).toContain(
      'field "sections #1.blocks #1.type": must be written "paragraph", exactly so (not "Paragraph")',
    );
    expect(message).toContain(
      'field "sections #1.blocks #2.type": is missing: write one of "paragraph", "list"',
    );
    expect(message).toContain(
      'field "sections #1.blocks #3.items": is an empty list: add at least one',
    );
  });

  it('needs the cookie policy to name every key the site keeps in the browser', () => {
    const [dropped, ...kept] = BROWSER_STORAGE_KEYS;
    const without = fixture().map((each) =>
      each.slug === 'cookie'
        ? {
            ...each,
            sections: [
              { ...each.sections[0]!, blocks: [{ type: 'list', items: storageItems(kept) }] },
            ],
          }
        : each,
    );
    expect(errorOf(without)).toContain(
      `page "cookie": field "sections": must name the browser storage key "${dropped}"`,
    );
    expect(errorOf(without)).not.toContain(kept[0]);
  });

  it('names a section anchor used twice in a page: its contents link would find the first', () => {
    const message = errorOf(privacyAnchors(['data', 'cookies', 'data']));
    expect(message).toContain(
      'content/legal.json: page "privacy": field "sections #3.id": "data" is used twice (also by sections #1)',
    );
    expect(message.split('\n')).toHaveLength(2);
    // Another page may use it.
    const shared = privacyAnchors(['data']).map((each) =>
      each.slug === 'terms' ? { ...each, sections: [{ ...each.sections[0]!, id: 'data' }] } : each,
    );
    expect(() => parseLegalPages(shared)).not.toThrow();
  });

  it("refuses an anchor that is another element's id on the page", () => {
    const message = errorOf(privacyAnchors(['data', MAIN_ID, legalHeadingId('data')]));
    expect(message).toContain(
      `content/legal.json: page "privacy": field "sections #2.id": "${MAIN_ID}" is the id of the page's main content`,
    );
    expect(message).toContain(
      `content/legal.json: page "privacy": field "sections #3.id": must not end in "${legalHeadingId('')}"`,
    );
  });

  it('needs each of the pages exactly once', () => {
    expect(errorOf(fixture().filter((each) => each.slug !== 'cookie'))).toContain(
      'needs exactly one "cookie" page (found 0)',
    );
    expect(errorOf([...fixture(), page('terms')])).toContain(
      'needs exactly one "terms" page (found 2)',
    );
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
