import { COMMITTEE_FOLDERS, type CommitteeMember } from '@/lib/content/committee';
import { ROUTES } from '@/lib/routes';
import { TEAM_IMAGE_FAILURE_TOASTS, teamImagesFolder } from '@/lib/storage/teams';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { MemberCard } from '@/components/committee/member-card';
import { Section } from '@/components/common/section';
import { ArrowRight } from '@/components/icons/line-icons';

export type LeadershipProps = { leaders: CommitteeMember[] };

/** The head mentor and the president, with their photos. */
const PHOTO_SOURCE = {
  folder: teamImagesFolder(COMMITTEE_FOLDERS.mentors),
  failureToast: TEAM_IMAGE_FAILURE_TOASTS.leaders,
};

export function Leadership({ leaders }: LeadershipProps) {
  return (
    <Section
      id="leadership"
      eyebrow="Who leads us"
      title="Leadership"
      description="The head mentor guides the club; the president leads the student committees."
      className="bg-muted"
      action={
        <Button asChild variant="link">
          <Link href={ROUTES.mentors}>
            Meet all our mentors <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <ul aria-label="Leadership" className="grid max-w-2xl grid-cols-2 gap-4 sm:gap-6">
        {leaders.map((leader) => (
          <li key={leader.photo}>
            <MemberCard
              member={leader}
              photoSource={PHOTO_SOURCE}
              sizes="(min-width: 640px) 320px, 50vw"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
