import { Section } from '@/components/common/section';

export type InstituteIntroProps = { institute: string; shortName: string; city: string };

/** The institute the club belongs to. */
export function InstituteIntro({ institute, shortName, city }: InstituteIntroProps) {
  return (
    <Section id="institute" eyebrow="Where we play" title="Our Institute" className="bg-muted">
      <div className="flex max-w-prose flex-col gap-4 text-lg">
        <p>
          {institute} ({shortName}) is an engineering and management institute in {city}. Its
          students study engineering, technology and management side by side, and sport is where
          those departments meet.
        </p>
        <p>
          Our matches are played on the institute&apos;s own grounds: the main campus ground for
          cricket and handball, an indoor futsal court, an indoor badminton hall, a recreation hall
          for table tennis and the seminar hall for chess.
        </p>
        <p>
          {shortName} backs the club with venues, equipment and faculty mentors, and every year
          opens its gates to teams from other colleges for VIBGYOR.
        </p>
      </div>
    </Section>
  );
}
