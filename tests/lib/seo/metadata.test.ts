import { getAllRoutes, getIndexedRoutes } from '@/lib/content/routes';
import { ROUTES, UNINDEXED_ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

const page = (path: string) =>
  pageMetadata({ title: 'A page', description: 'What it holds.', path });

describe('pages search engines are asked to leave out', () => {
  it('are the account forms', () => {
    expect([...UNINDEXED_ROUTES].sort()).toEqual([ROUTES.signIn, ROUTES.signUp].sort());
  });

  it('ask not to be indexed, and links on them are still followed', () => {
    for (const route of UNINDEXED_ROUTES) {
      expect(page(route).robots).toEqual({ index: false, follow: true });
    }
  });

  it('every other page says nothing, so it may be indexed', () => {
    expect(page(ROUTES.events).robots).toBeUndefined();
    expect(page('/events/some-event/').robots).toBeUndefined();
  });

  it('the sitemap lists every route but them', () => {
    const indexed = getIndexedRoutes();
    expect(indexed).toEqual(getAllRoutes().filter((route) => !UNINDEXED_ROUTES.includes(route)));
    expect(indexed).toContain(ROUTES.home);
    for (const route of UNINDEXED_ROUTES) expect(indexed).not.toContain(route);
  });
});
