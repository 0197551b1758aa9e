import { EVENT_ID_PATTERN } from '@/lib/events/content';

// The Decap field kinds, each described once: every collection's field list (lib/cms/fields/)
// and the draws' fields (draws.ts) are built from these.

/** One field of a Decap collection, as written to config.yml. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  [option: string]: unknown;
};

/** One data file the CMS edits, with the path the loaders read. */
export type CmsFile = { name: string; label: string; file: string; fields: CmsField[] };

/** A field an organiser may leave empty. */
export const optional = (field: CmsField): CmsField => ({ ...field, required: false });

/** A pattern's message as Decap shows it: Decap adds its own full stop ("… pattern: A match.."). */
export const patternMessage = (message: string) => message.replace(/\.$/, '');

export const text = (name: string, label: string, options: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'string',
  ...options,
  ...(options.pattern
    ? { pattern: [options.pattern[0], patternMessage(options.pattern[1])] as [string, string] }
    : {}),
});

/** Several lines of text. */
export const longText = (name: string, label: string, options: Partial<CmsField> = {}): CmsField =>
  text(name, label, { widget: 'text', ...options });

export const SLUG_HINT = 'Lower-case letters, digits and dashes.';

/** An id or folder name: lower-case letters, digits and dashes, as an event's id. */
export const slug = (name: string, label: string, options: Partial<CmsField> = {}): CmsField =>
  text(name, label, { pattern: [EVENT_ID_PATTERN.source, SLUG_HINT], ...options });

export const flag = (name: string, label: string, hint?: string): CmsField => ({
  name,
  label,
  widget: 'boolean',
  default: false,
  ...(hint ? { hint } : {}),
});

/** A number between min and max (if given): whole unless valueType is 'float'. */
export const number = (
  name: string,
  label: string,
  { min, max, valueType = 'int' }: { min: number; max?: number; valueType?: 'int' | 'float' },
): CmsField => ({
  name,
  label,
  widget: 'number',
  value_type: valueType,
  min,
  ...(max === undefined ? {} : { max }),
});

/** An option Decap shows by its label and saves as its value. */
export type CmsOption = { label: string; value: string };

/** One of a closed set. */
export const select = (
  name: string,
  label: string,
  options: readonly (string | CmsOption)[],
): CmsField => ({
  name,
  label,
  widget: 'select',
  options: [...options],
});

export const object = (name: string, label: string, fields: CmsField[]): CmsField => ({
  name,
  label,
  widget: 'object',
  collapsed: false,
  fields,
});

/**
 * A list's options: its singular label is required, for Decap's "Add <item>" button and its
 * count ("1 fee", not "1 fees (rupees; …)"); a note on the list goes in `hint`, not the label.
 */
export type ListOptions = Partial<CmsField> & { label_singular: string };

/** A list of objects. */
export const list = (
  name: string,
  label: string,
  fields: CmsField[],
  options: ListOptions,
): CmsField => ({ name, label, widget: 'list', fields, ...options });

/** A list of single texts. */
export const textList = (name: string, label: string, options: ListOptions): CmsField => ({
  name,
  label,
  widget: 'list',
  field: text('item', label),
  ...options,
});

/**
 * A picture uploaded into the public/ folder the site reads it from. The field stores
 * /<folder>/<file name>, which the schema's pattern checks (Decap tests a pattern against the
 * upload before it has its final address, so the check stays with the build).
 */
export const picture = (name: string, label: string, folder: string): CmsField => ({
  name,
  label,
  widget: 'image',
  media_folder: `/public/${folder}`,
  public_folder: `/${folder}`,
  choose_url: false,
  hint: 'A .jpg, .jpeg, .png, .webp, .avif or .svg picture. Its name is made web-safe as it uploads.',
});

/** A day, stored as YYYY-MM-DD. */
export const date = (name: string, label: string, options: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  ...options,
});

/** A date-time written as Kolkata wall-clock time, whatever zone the editing computer is in. */
export const kolkataDateTime = (name: string, label: string): CmsField => ({
  name,
  label,
  widget: 'datetime',
  format: 'YYYY-MM-DDTHH:mm:ss[+05:30]',
  hint: 'Kolkata time (IST).',
});
