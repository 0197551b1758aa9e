import type { Metadata } from 'next';

import { ROUTES } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/common/page-hero';
import { EventNotFoundRedirect } from '@/components/errors/event-not-found-redirect';
import { Home } from '@/components/icons/line-icons';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: "The page you are looking for doesn't exist or has been moved.",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <>
      <PageHero
        eyebrow="404"
        title="Page Not Found"
        description="The page you are looking for doesn't exist or has been moved."
      >
        <Button asChild size="lg" className="mt-8">
          <Link href={ROUTES.home}>
            <Home aria-hidden="true" /> Back to Home
          </Link>
        </Button>
      </PageHero>
      <EventNotFoundRedirect />
    </>
  );
}
