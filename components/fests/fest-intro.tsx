import type { Step } from '@/lib/clock/steps';
import { FEST_KIND_LABELS, type Fest } from '@/lib/content/fests';
import { toComeAndPast } from '@/lib/events/split';
import { Card, CardTitle } from '@/components/ui/card';
import { Section } from '@/components/common/section';
import { TimeSwitch } from '@/components/common/time-switch';
import { CalendarDays, Trophy, Users } from '@/components/icons/line-icons';

import { SportBadges } from './sport-badges';

export type FestIntroProps = {
  fest: Fest;
  /** How many of its events are still to come or on now, and how many are over, from the build on. */
  counts: Step<FestCounts>[];
};

export type FestCounts = { upcoming: number; past: number };

/** "8 on the calendar" while none is over; then as /events/ counts them: "none to come, 8 past". */
export function festEventCount(upcoming: number, past: number): string {
  return past === 0 ? `${upcoming} on the calendar` : toComeAndPast(upcoming, past);
}

/** What the fest is, with its format, frequency and sports at a glance. */
export function FestIntro({ fest, counts }: FestIntroProps) {
  return (
    <Section id="about-fest" eyebrow="The fest" title={`About ${fest.name}`}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex max-w-prose flex-col gap-4 text-lg">
          {fest.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Card className="h-fit">
          <div className="flex flex-1 flex-col gap-5 p-5">
            <CardTitle>At a glance</CardTitle>
            <dl className="grid gap-3">
              <Fact icon={<Users />} label="Format" value={`${FEST_KIND_LABELS[fest.kind]} fest`} />
              <Fact icon={<CalendarDays />} label="Held" value={fest.frequency} />
              <Fact
                icon={<Trophy />}
                label="Events"
                value={
                  <TimeSwitch
                    steps={counts.map(({ from, value }) => ({
                      from,
                      value: festEventCount(value.upcoming, value.past),
                    }))}
                  />
                }
              />
            </dl>
            <div>
              <h3 className="mb-3 font-semibold">Sports at {fest.name}</h3>
              <SportBadges sports={fest.sports} label={`Sports at ${fest.name}`} />
            </div>
          </div>
        </Card>
      </div>
    </Section>
  );
}

type FactProps = { icon: React.ReactNode; label: string; value: React.ReactNode };

function Fact({ icon, label, value }: FactProps) {
  return (
    // dt and dd sit directly in the div (a valid <dl> group); the icon lives inside the dt.
    // Both start from the top, not centred: drawn before the dd arrived, a centred label and
    // icon moved up when it came (docs/architecture.md).
    <div className="relative min-h-10 pl-13">
      <dt className="text-sm text-muted-foreground">
        <span
          aria-hidden="true"
          className="absolute top-1 left-0 flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground [&_svg]:size-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
