import type { CommitteeMember } from '@/lib/content/committee';
import { PORTRAIT_PLACEHOLDER } from '@/lib/images/placeholders';
import { cn } from '@/lib/utils';
import type { ImgProps } from '@/components/ui/img';
import { OverridableImage } from '@/components/common/overridable-image';

/** Where the member's Storage photo may come from, and the toast if that folder fails. */
export type MemberPhotoSource = { folder: string; failureToast: string };

export type MemberCardProps = {
  member: CommitteeMember;
  photoSource?: MemberPhotoSource;
  sizes?: string;
  className?: string;
} & Pick<ImgProps, 'priority' | 'eager'>;

/** A member's photo in a fixed 4:5 frame, with their name and (for mentors) their position. */
export function MemberCard({
  member,
  photoSource,
  sizes,
  priority = false,
  eager = false,
  className,
}: MemberCardProps) {
  return (
    <figure
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm',
        className,
      )}
    >
      <div className="relative aspect-4/5 bg-muted">
        <OverridableImage
          storage={
            photoSource && {
              folder: photoSource.folder,
              match: { fileName: member.photo },
              failureToast: photoSource.failureToast,
            }
          }
          src={member.src}
          sources={member.sources}
          fallbackSrc={PORTRAIT_PLACEHOLDER}
          alt={`Photo of ${member.name}`}
          fill
          priority={priority}
          eager={eager}
          sizes={sizes ?? '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'}
          className="object-cover"
        />
      </div>
      <figcaption className="flex flex-1 flex-col gap-1 border-t-4 border-accent p-4">
        <span className="font-display text-lg leading-snug font-extrabold wrap-break-word">
          {member.name}
        </span>
        {member.position ? (
          <span className="text-sm font-semibold text-accent-strong">{member.position}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
