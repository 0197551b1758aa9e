import type { CommitteeMember } from '@/lib/content/committee';

import { MemberCard, type MemberPhotoSource } from './member-card';

export type MemberGridProps = {
  members: CommitteeMember[];
  label: string;
  photoSource?: MemberPhotoSource;
};

/** Members in the order the loader gives them (their photos' numeric prefixes). */
export function MemberGrid({ members, label, photoSource }: MemberGridProps) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4"
    >
      {members.map((member, index) => (
        <li key={member.photo}>
          {/* The first row on a phone (two columns) is preloaded: one of them is the page's
              largest picture. Later photos still load at once where the screen shows them. */}
          <MemberCard member={member} photoSource={photoSource} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
