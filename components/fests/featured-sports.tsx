import type { FeaturedSport } from '@/lib/content/fests';
import { Section } from '@/components/common/section';

export type FeaturedSportsProps = { festName: string; sports: FeaturedSport[] };

/** The sports a fest puts in the spotlight. */
export function FeaturedSports({ festName, sports }: FeaturedSportsProps) {
  return (
    <Section
      id="featured-sports"
      eyebrow="In the spotlight"
      title="Featured Sports"
      description={`The games that draw the biggest crowds at ${festName}.`}
      className="bg-muted"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {sports.map((sport) => (
          <li
            key={sport.name}
            className="rounded-xl border border-l-4 border-l-primary bg-card p-5"
          >
            <h3 className="text-xl font-extrabold">{sport.name}</h3>
            <p className="mt-2 text-muted-foreground">{sport.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
