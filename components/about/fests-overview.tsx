import type { Fest } from '@/lib/content/fests';
import { Section } from '@/components/common/section';
import { FestCard } from '@/components/fests/fest-card';

export type FestsOverviewProps = { fests: Fest[] };

/** The club's two fests side by side, with their sports. */
export function FestsOverview({ fests }: FestsOverviewProps) {
  return (
    <Section
      id="fests"
      eyebrow="Our fests"
      title="Two Fests, One Spirit"
      description="One fest for our own campus, one for every college in the city."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {fests.map((fest) => (
          <li key={fest.id}>
            <FestCard fest={fest} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
