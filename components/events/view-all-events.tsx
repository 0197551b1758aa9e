import { ROUTES } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ArrowRight } from '@/components/icons/line-icons';

/** The "View All Events" link of a section that shows some of the events (home, fest pages). */
export function ViewAllEvents() {
  return (
    <Button asChild variant="link">
      <Link href={ROUTES.events}>
        View All Events <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
