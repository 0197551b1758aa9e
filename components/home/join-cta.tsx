import { ROUTES } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

export function JoinCta() {
  return (
    <section
      aria-labelledby="join-heading"
      className="surface-dark bg-primary text-primary-foreground"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6">
        <h2 id="join-heading" className="text-4xl font-extrabold sm:text-5xl">
          Ready to Join Our Team?
        </h2>
        <p className="max-w-2xl text-lg text-primary-muted">
          Play, organise or volunteer: there is a place for you in Team Sportivo.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href={ROUTES.contact}>Join Today</Link>
          </Button>
          <Button asChild size="lg" variant="outline-light">
            <Link href={ROUTES.events}>Attend an Event</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
