/**
 * The spec's destructive toast for a closed registration; its description gives the reason
 * (lib/events/status.ts). No imports: the closed-registration button ships it to the browser.
 */
export const REGISTRATION_CLOSED = {
  title: 'Registration Closed',
  description: 'Registration for this event is currently closed.',
} as const;
