import type * as React from 'react';

import { buildContactMailto } from '@/lib/contact/mailto';
import { cleanContact, type ContactValues } from '@/lib/contact/message';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button-variants';

export type EmailInsteadProps = {
  clubEmail: string;
  values: ContactValues;
  reason?: string;
  /** The link's icon (server-drawn: ContactFormProps.icons). */
  icon?: React.ReactNode;
};

/** A mailto: link to the club with the visitor's subject and message already filled in. */
export function EmailInstead({ clubEmail, values, reason, icon }: EmailInsteadProps) {
  const link = (
    <a
      href={buildContactMailto(clubEmail, cleanContact(values))}
      className={cn(
        buttonVariants({ variant: reason ? 'outline' : 'default', size: 'lg' }),
        'self-start',
      )}
    >
      {icon}
      Email us instead
    </a>
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
