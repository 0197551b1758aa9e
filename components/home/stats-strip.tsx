export type StatsStripProps = { stats: readonly { value: string; label: string }[] };

export function StatsStrip({ stats }: StatsStripProps) {
  return (
    <section aria-label="The club in numbers" className="bg-accent text-accent-foreground">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="font-semibold">{stat.label}</dt>
            <dd className="font-display text-4xl font-extrabold sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
