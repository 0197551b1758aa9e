export type NoScriptNoteProps = { clubEmail: string };

/** Where the send button is, for a visitor without JavaScript: write to the club instead. */
export function NoScriptNote({ clubEmail }: NoScriptNoteProps) {
  return (
    <p>
      Sending this form needs JavaScript. Please email us at{' '}
      <a href={`mailto:${clubEmail}`} className="font-semibold underline underline-offset-4">
        {clubEmail}
      </a>{' '}
      instead.
    </p>
  );
}
