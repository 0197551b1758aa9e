import { Mail } from 'lucide-react';

import { buildContactMailto } from '@/lib/contact/mailto';
import { cleanContact, type ContactValues } from '@/lib/contact/message';
import { Button } from '@/components/ui/button';

export type EmailInsteadProps = { clubEmail: string; values: ContactValues; reason?: string };

/** A mailto: link to the club with the visitor's subject and message already filled in. */
export function EmailInstead({ clubEmail, values, reason }: EmailInsteadProps) {
  const link = (
    <Button asChild variant={reason ? 'outline' : 'default'} size="lg" className="self-start">
      <a href={buildContactMailto(clubEmail, cleanContact(values))}>
        <Mail aria-hidden="true" />
        Email us instead
      </a>
    </Button>
  );
  if (!reason) return link;
  return (
    <div className="flex flex-col gap-3 rounded-lg border-2 border-destructive/40 bg-muted p-4">
      <p>
        <strong className="text-destructive">Your message was not sent.</strong> {reason}
      </p>
      {link}
    </div>
  );
}
