'use client';

import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';

import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from '@/components/ui/button';

export type RegisterButtonProps = {
  eventTitle: string;
  open: boolean;
  formLink?: string;
  openLabel?: string;
  closedLabel?: string;
  size?: ButtonProps['size'];
  className?: string;
};

export const REGISTRATION_CLOSED = {
  title: 'Registration Closed',
  description: 'Registration for this event is currently closed.',
};

/**
 * Opens the event's registration form in a new tab (a real link, so it works without
 * JavaScript). When registration is closed it stays focusable but announces itself as
 * disabled, and a click explains why with a toast.
 */
export function RegisterButton({
  eventTitle,
  open,
  formLink,
  openLabel = 'Register Now',
  closedLabel = 'Registration Closed',
  size,
  className,
}: RegisterButtonProps) {
  if (open && formLink) {
    return (
      <Button asChild size={size} className={className}>
        <a
          href={formLink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${openLabel}: ${eventTitle} (opens in a new tab)`}
        >
          {openLabel}
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
    );
  }
  return (
    <Button
      type="button"
      variant="muted"
      size={size}
      aria-disabled="true"
      aria-label={`${closedLabel}: ${eventTitle}`}
      className={cn(className)}
      onClick={() =>
        toast.error(REGISTRATION_CLOSED.title, { description: REGISTRATION_CLOSED.description })
      }
    >
      {closedLabel}
    </Button>
  );
}
