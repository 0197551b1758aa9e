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
 * Its button stays out of the tab order while it is hidden (display: none).
 */
export function DraftNote({ values, onDiscard, busy }: DraftNoteProps) {
  const shown = CONTACT_FIELDS.some((field) => values[field].trim());
  // Always on the page, shown by CSS (app/globals.css): while there is text, or, until the form
  // has read the kept draft, when the page's script found one, so nothing moves as it does.
  return (
    <p
      data-draft-note=""
      data-shown={shown ? '' : undefined}
      className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground"
    >
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
