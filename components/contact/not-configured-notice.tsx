import { Info } from '@/components/icons/line-icons';

export type NotConfiguredNoticeProps = { clubEmail: string };

/**
 * Says plainly that this copy of the site cannot send messages online. Only JavaScript can copy
 * what the visitor typed into the email link, so without it the notice asks them to write in
 * their email app instead (the root layout hides `data-needs-js` when scripts are off).
 */
export function NotConfiguredNotice({ clubEmail }: NotConfiguredNoticeProps) {
  return (
    <div role="note" className="flex gap-3 rounded-lg bg-secondary p-4 text-secondary-foreground">
      <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <p>
        Online sending is not set up on this copy of the site, so this form cannot send your message
        itself.{' '}
        <span data-needs-js="">
          Write it here and choose <strong>Email us instead</strong>: your email app opens with the
          subject and message filled in. Or write to
        </span>
        <noscript>
          Please write your message in your email app: choose <strong>Email us instead</strong>, or
          write to
        </noscript>{' '}
        <a href={`mailto:${clubEmail}`} className="font-semibold underline underline-offset-4">
          {clubEmail}
        </a>
        .
      </p>
    </div>
  );
}
