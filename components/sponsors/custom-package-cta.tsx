import { ROUTES } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

export function CustomPackageCta() {
  return (
    <section
      aria-labelledby="custom-package-heading"
      className="surface-dark bg-primary text-primary-foreground"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6">
        <h2 id="custom-package-heading" className="text-3xl font-extrabold sm:text-4xl">
          Need a custom package?
        </h2>
        <p className="max-w-2xl text-lg text-primary-muted">
          Sponsor one tournament, a fest stall or a team kit: tell us what you have in mind and we
          will shape a package around it.
        </p>
        <Button asChild size="lg" data-wrap="lg">
          <Link href={ROUTES.contact}>Talk to us about a custom package</Link>
        </Button>
      </div>
    </section>
  );
}
