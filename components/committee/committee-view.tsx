import { COMMITTEE_FOLDERS, type CommitteeId, type CommitteeMember } from '@/lib/content/committee';
import { ROUTES } from '@/lib/routes';
import { TEAM_IMAGE_FAILURE_TOASTS, teamImagesFolder } from '@/lib/storage/teams';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/common/page-hero';
import { Section } from '@/components/common/section';

import { MemberGrid } from './member-grid';

export type CommitteeViewProps = {
  /** Which committee: picks the Storage folder of its photos and the toast if that fails. */
  committee: CommitteeId;
  title: string;
  description: string;
  members: CommitteeMember[];
};

/** A committee page: the hero, then the members' grid, or "Coming Soon!!" while it is empty. */
export function CommitteeView({ committee, title, description, members }: CommitteeViewProps) {
  const photoSource = {
    folder: teamImagesFolder(COMMITTEE_FOLDERS[committee]),
    failureToast:
      committee === 'mentors' ? TEAM_IMAGE_FAILURE_TOASTS.mentors : TEAM_IMAGE_FAILURE_TOASTS.team,
  };
  return (
    <>
      <PageHero eyebrow="Our Committee" title={title} description={description} />
      <Section>
        {members.length > 0 ? (
          <MemberGrid members={members} label={`${title} members`} photoSource={photoSource} />
        ) : (
          <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border bg-muted px-6 py-14 text-center">
            <h2 className="text-4xl font-extrabold sm:text-5xl">Coming Soon!!</h2>
            <p className="text-muted-foreground">
              We are putting this team together for the next season. Want to be part of it?
            </p>
            <Button asChild variant="primary">
              <Link href={ROUTES.contact}>Get in touch</Link>
            </Button>
          </div>
        )}
      </Section>
    </>
  );
}
