import type { Metadata } from 'next';

import { OFFLINE_PAGE_PATH } from '@/lib/offline/protocol';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/common/page-hero';
import { CalendarDays, Home } from '@/components/icons/line-icons';

// Served by the service worker (lib/offline/worker/) in place of a page that was never saved,
// when there is no connection. It is not a page to find: no index, and not in the sitemap.
export const metadata: Metadata = {
  ...pageMetadata({
    title: 'No Connection',
    description:
      'This page has not been saved on this device yet. Saved pages open without signal.',
    path: OFFLINE_PAGE_PATH,
  }),
  robots: { index: false },
};

export default function OfflinePage() {
  return (
    <PageHero
      eyebrow="Offline"
      title="No Connection"
      description="This page has not been saved on this device yet. The home page, the events and the fest pages open without signal once you have visited the site."
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link href={ROUTES.events}>
            <CalendarDays aria-hidden="true" /> Events
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline-light">
          <Link href={ROUTES.home}>
            <Home aria-hidden="true" /> Home
          </Link>
        </Button>
      </div>
    </PageHero>
  );
}
