import { cn } from '@/lib/utils';
import { Section } from '@/components/common/section';

export type ClubIntroProps = {
  clubName: string;
  foundedYear: number;
  tagline: string;
  institute: string;
};

/** Who the club is: the first section of /about/. */
export function ClubIntro({ clubName, foundedYear, tagline, institute }: ClubIntroProps) {
  return (
    <Section id="club" eyebrow="Who we are" title="The Club">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex max-w-prose flex-col gap-4 text-lg">
          <p>
            {clubName} is the official sports club of {institute}. Since {foundedYear} we have run
            the tournaments, practice sessions and fests that make sport part of everyday campus
            life, from a first-year&apos;s first cricket match to a three-day inter-college fest.
          </p>
          <p>
            The club is run by students and guided by faculty mentors. Players train with us all
            year; organisers learn to plan fixtures, book venues and look after visiting teams; and
            volunteers keep every match on time.
          </p>
          <p>
            Our motto is our rulebook. Every match has a neutral coordinator, every opponent gets
            respect, and every result is earned on the field.
          </p>
        </div>
        <dl className="grid h-fit grid-cols-2 gap-4">
          <Fact label="Active since" value={String(foundedYear)} />
          <Fact label="Fests" value="2" hint="Xaplotes and VIBGYOR" />
          <Fact label="Our motto" value={tagline} wide />
        </dl>
      </div>
    </Section>
  );
}

type FactProps = { label: string; value: string; hint?: string; wide?: boolean };

function Fact({ label, value, hint, wide = false }: FactProps) {
  return (
    <div
      className={cn(
        'rounded-xl p-5',
        wide
          ? 'surface-dark col-span-2 bg-primary text-primary-foreground'
          : 'bg-secondary text-secondary-foreground',
      )}
    >
      <dt className="text-sm font-semibold">{label}</dt>
      <dd className="font-display text-2xl font-extrabold sm:text-3xl">{value}</dd>
      {hint ? <dd className="mt-1 text-sm">{hint}</dd> : null}
    </div>
  );
}
