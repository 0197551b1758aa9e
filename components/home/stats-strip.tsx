import type { StatSteps } from '@/lib/content/site';
import { TimeSwitch } from '@/components/common/time-switch';

export type StatsStripProps = { stats: readonly StatSteps[] };

/** The club in numbers; a value that changes at a New Year (the years) follows the page's clock. */
export function StatsStrip({ stats }: StatsStripProps) {
  return (
    <section aria-label="The club in numbers" className="bg-accent text-accent-foreground">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4">
        {stats.map(({ label, steps }) => (
          <div key={label} className="flex flex-col-reverse items-center text-center">
            <dt className="font-semibold">{label}</dt>
            <dd className="font-display text-4xl font-extrabold sm:text-5xl">
              {steps.length === 1 ? steps[0]!.value : <TimeSwitch steps={steps} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
