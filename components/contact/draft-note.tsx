import { CONTACT_FIELDS, type ContactValues } from '@/lib/contact/message';
import { buttonVariants } from '@/components/ui/button-variants';

export type DraftNoteProps = {
  values: ContactValues;
  onDiscard: () => void;
  /** A message is on its way: discarding waits (the button keeps its place and its focus). */
  busy?: boolean;
};

/**
 * Says that what is typed is kept in this browser (for 7 days at most) and offers to discard
 * it: on a shared computer, the next person should not find it. Shown while there is a draft.
 */
export function DraftNote({ values, onDiscard, busy }: DraftNoteProps) {
  if (!CONTACT_FIELDS.some((field) => values[field].trim())) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      Kept as a draft in this browser for up to 7 days.
      <button
        type="button"
        className={buttonVariants({ variant: 'link', size: 'sm' })}
        aria-disabled={busy || undefined}
        onClick={onDiscard}
      >
        Discard draft
      </button>
    </p>
  );
}
