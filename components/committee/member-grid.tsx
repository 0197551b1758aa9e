import type { CommitteeMember } from '@/lib/content/committee';
import { gridImageLoading } from '@/lib/images/grid-loading';

import { MemberCard, type MemberPhotoSource } from './member-card';

export type MemberGridProps = {
  members: CommitteeMember[];
  label: string;
  photoSource?: MemberPhotoSource;
};

/** The grid's columns below (grid-cols-2 on a phone, lg:grid-cols-4). */
const COLUMNS = { phone: 2, wide: 4 };

/** Members in the order the loader gives them (their photos' numeric prefixes). */
export function MemberGrid({ members, label, photoSource }: MemberGridProps) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4"
    >
      {members.map((member, index) => (
        <li key={member.photo}>
          <MemberCard
            member={member}
            photoSource={photoSource}
            {...gridImageLoading(index, COLUMNS)}
          />
        </li>
      ))}
    </ul>
  );
}
