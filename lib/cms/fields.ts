import type { CmsField } from './config';

// Field builders shared by the CMS configuration (config.ts) and the draws' collection
// (draws.ts), so a field kind is described once.

export const text = (name: string, label: string, options: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'string',
  ...options,
});

export const flag = (name: string, label: string, hint?: string): CmsField => ({
  name,
  label,
  widget: 'boolean',
  default: false,
  ...(hint ? { hint } : {}),
});

/** A date-time written as Kolkata wall-clock time, whatever zone the editing computer is in. */
export const kolkataDateTime = (name: string, label: string): CmsField => ({
  name,
  label,
  widget: 'datetime',
  format: 'YYYY-MM-DDTHH:mm:ss[+05:30]',
  hint: 'Kolkata time (IST).',
});
