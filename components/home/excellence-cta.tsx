import { ROUTES } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/common/section';
import { Medal, ShieldCheck, Users } from '@/components/icons/line-icons';

const pillars = [
  {
    icon: Medal,
    title: 'Train to win',
    text: 'Coached practice for every sport we play, all year round.',
  },
  {
    icon: ShieldCheck,
    title: 'Play fair',
    text: 'Clear rules, neutral coordinators and respect for every opponent.',
  },
  {
    icon: Users,
    title: 'Belong',
    text: 'Players, organisers and volunteers from every department.',
  },
];

export function ExcellenceCta() {
  return (
    <Section
      id="excellence"
      eyebrow="Our approach"
      title="Excellence in Every Movement"
      description="From the first practice to the final whistle, we build athletes and organisers who win the right way."
      action={
        <Button asChild variant="primary">
          <Link href={ROUTES.about}>Learn more about us</Link>
        </Button>
      }
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {pillars.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6">
            <Icon
              aria-hidden="true"
              className="mb-4 size-10 rounded-lg bg-secondary p-2 text-secondary-foreground"
            />
            <h3 className="text-xl font-extrabold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
