import { inlineSvgMarkup } from '@/lib/images/inline';
import { ROUTES } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ArrowRight, CalendarDays } from '@/components/icons/line-icons';

export type HomeHeroProps = { clubName: string; tagline: string; institute: string };

export function HomeHero({ clubName, tagline, institute }: HomeHeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="surface-dark relative isolate overflow-hidden bg-primary text-primary-foreground"
    >
      {/* The artwork starts below the header bar, so it never sits behind the navigation. */}
      <div className="absolute inset-x-0 top-16 bottom-0 -z-10">
        {/* Inline, so the artwork paints with the text rather than after it (an <img> would be
            decoded apart and become the largest contentful paint); the hero's text is that now. */}
        <div
          aria-hidden="true"
          className="absolute inset-0"
          dangerouslySetInnerHTML={{
            __html: inlineSvgMarkup('/images/hero.svg', 'xMaxYMid slice'),
          }}
        />
        {/* Below 1024 px the text runs over the artwork: a scrim keeps it readable. Wider, the
            text sits left of the picture and only a fade from the left is needed. */}
        <div className="absolute inset-0 bg-primary/80 lg:bg-transparent lg:bg-linear-to-r lg:from-primary lg:via-primary/30 lg:to-transparent" />
      </div>
      {/* From the top, not centred: a phone on a slow network draws the hero as it arrives, and
          centred text moved up with each part that came after it. */}
      <div className="mx-auto flex min-h-[36rem] max-w-7xl flex-col px-4 pt-28 pb-20 sm:min-h-[40rem] sm:px-6 sm:pt-36">
        <p className="mb-4 font-semibold tracking-widest text-accent uppercase">{tagline}</p>
        <h1 id="hero-heading" className="max-w-2xl text-5xl font-extrabold sm:text-6xl lg:text-7xl">
          Welcome to <span className="text-accent">{clubName}</span>
        </h1>
        <p className="mt-6 max-w-xl text-lg text-primary-muted">
          The official sports club of {institute}. Tournaments, two fests and a team that has played
          fair since 2016.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href={ROUTES.contact}>
              Join Our Team <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline-light">
            <Link href={ROUTES.events}>
              <CalendarDays aria-hidden="true" /> Upcoming Events
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
