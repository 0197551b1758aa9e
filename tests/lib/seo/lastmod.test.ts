/** @jest-environment node */
import { lastmods, type LastmodFacts } from '@/lib/seo/lastmod';

// The sitemap's lastmod: what each page shows, not the build's time.

const at = (iso: string) => Date.parse(iso);
const ROUTES = ['/', '/events/', '/vibgyor/', '/terms/', '/events/chess/', '/events/futsal/'];

/** Two events: chess edited in March and over on April 10; futsal edited in May, later. */
const facts = (overrides: Partial<LastmodFacts> = {}): LastmodFacts => ({
  events: [
    {
      route: '/events/chess/',
      changed: '2025-03-01T10:00:00.000Z',
      boundaries: [
        at('2025-04-06T18:30:00Z'),
        at('2025-04-08T03:30:00Z'),
        at('2025-04-10T15:30:00Z'),
      ],
    },
    {
      route: '/events/futsal/',
      changed: '2025-05-02T10:00:00.000Z',
      boundaries: [at('2025-06-01T03:30:00Z')],
    },
  ],
  listing: ['/', '/events/', '/vibgyor/'],
  otherContent: '2025-02-01T10:00:00.000Z',
  builtAt: at('2025-03-20T04:30:00Z'),
  ...overrides,
});

describe('lastmods', () => {
  it('dates an event page by its content until its phase changes, then by that moment', () => {
    expect(lastmods(ROUTES, facts()).get('/events/chess/')).toBe('2025-03-01T10:00:00.000Z');
    // Built after registration closed and the event ended: the page says so since then.
    const afterwards = lastmods(ROUTES, facts({ builtAt: at('2025-04-20T00:00:00Z') }));
    expect(afterwards.get('/events/chess/')).toBe('2025-04-10T15:30:00.000Z');
    // Between two of them, the last one passed; a rebuild the next day writes the same.
    for (const builtAt of [at('2025-04-07T00:00:00Z'), at('2025-04-07T20:00:00Z')]) {
      expect(lastmods(ROUTES, facts({ builtAt })).get('/events/chess/')).toBe(
        '2025-04-06T18:30:00.000Z',
      );
    }
    // A later edit wins over a passed boundary.
    expect(afterwards.get('/events/futsal/')).toBe('2025-05-02T10:00:00.000Z');
  });

  it('dates a page that lists events by the latest event and the other content', () => {
    const built = lastmods(ROUTES, facts());
    for (const route of ['/', '/events/', '/vibgyor/']) {
      expect(built.get(route)).toBe('2025-05-02T10:00:00.000Z');
    }
    // The club facts (or a fest's sponsors) changed after every event: the home page moves.
    const facts2 = facts({ otherContent: '2025-06-10T10:00:00.000Z' });
    expect(lastmods(ROUTES, facts2).get('/')).toBe('2025-06-10T10:00:00.000Z');
  });

  it('leaves the other pages to the other content: a result recorded does not move them', () => {
    const fests = facts({ builtAt: at('2025-07-01T00:00:00Z') });
    expect(lastmods(ROUTES, fests).get('/terms/')).toBe('2025-02-01T10:00:00.000Z');
    expect(lastmods(ROUTES, facts({ otherContent: undefined })).get('/terms/')).toBeUndefined();
  });
});
