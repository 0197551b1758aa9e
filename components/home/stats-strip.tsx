import type { StatSteps } from '@/lib/content/site';
import { TimeSwitch } from '@/components/common/time-switch';

export type StatsStripProps = { stats: readonly StatSteps[] };

/**
 * The club in numbers; a value that changes at a New Year (the years) follows the page's clock.
 * Each figure is an item that reads as it shows, number first ("15+ Championships Won"): with
 * the label first in the HTML and drawn below the number (a reversed column), a page drawn
 * while it arrived showed the label alone at the top and moved it down when the number came.
 */
export function StatsStrip({ stats }: StatsStripProps) {
  return (
    <section aria-label="The club in numbers" className="bg-accent text-accent-foreground">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4">
        {stats.map(({ label, steps }) => (
          <li key={label} className="flex flex-col items-center text-center">
            <span className="font-display text-4xl font-extrabold sm:text-5xl">
              {steps.length === 1 ? steps[0]!.value : <TimeSwitch steps={steps} />}
            </span>{' '}
            <span className="font-semibold">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
