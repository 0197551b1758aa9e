import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { PICTURE_EXTENSIONS } from '@/lib/images/picture-files';
import { webSafePictureName } from '@/lib/images/picture-name';

import { fieldPath } from './field-path';
import { plainError } from './plain-errors';

/** A content file failed its schema. The message names the file, the entry and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

type Issue = z.core.$ZodIssue;

/** `field "<path>": ` before a message, or nothing when the problem is the entry's own. */
function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '' : `field "${fieldPath(path)}": `;
}

function entryName(entries: unknown, index: number, idKey: string): string {
  const entry = Array.isArray(entries)
    ? (entries[index] as Record<string, unknown> | undefined)
    : undefined;
  const id = entry?.[idKey];
  return typeof id === 'string' && id.length > 0 ? `"${id}"` : `#${index + 1}`;
}

/**
 * Parses a list of entries (events, sponsors, …) and throws one ContentError listing every
 * problem as `content/<file>: <kind> "<id>": field "<path>": <message>`.
 */
export function parseEntries<S extends z.ZodType>(
  schema: S,
  entries: unknown,
  where: { file: string; kind: string; idKey?: string },
): z.output<S> {
  const result = schema.safeParse(entries, { error: plainError });
  if (result.success) return result.data;
  const idKey = where.idKey ?? 'id';
  const lines = result.error.issues.map((issue: Issue) => {
    const [index, ...rest] = issue.path;
    if (typeof index !== 'number') {
      return `${where.file}: ${where.kind} list: ${issue.message}`;
    }
    return `${where.file}: ${where.kind} ${entryName(entries, index, idKey)}: ${fieldOf(rest)}${issue.message}`;
  });
  throw new ContentError(`Invalid content in ${where.file}\n  ${lines.join('\n  ')}`);
}

/**
 * A superRefine check from a function that names what is wrong with a value (undefined: nothing),
 * e.g. `text.superRefine(problemCheck(descriptionLengthProblem))`.
 */
export function problemCheck<T>(
  problemOf: (value: T) => string | undefined,
): (value: T, ctx: z.core.$RefinementCtx<T>) => void {
  return (value, ctx) => {
    const message = problemOf(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/**
 * One content file as read from disk: its project-relative path and its parsed JSON, or what
 * kept it from being read (broken JSON).
 */
export type ContentFile = { file: string; data: unknown; problem?: string };

/**
 * Parses one entry that has a file of its own (an event of content/events/) and returns the
 * problems as `content/<folder>/<file>: <kind> "<id>": field "<path>": <message>` lines
 * (an empty list when it is valid), so a loader can report every file before failing.
 */
export function parseEntry<S extends z.ZodType>(
  schema: S,
  { file, data, problem }: ContentFile,
  where: { kind: string; idKey?: string },
): { data: z.output<S> } | { problems: string[] } {
  if (problem !== undefined) return { problems: [problem] };
  const result = schema.safeParse(data, { error: plainError });
  if (result.success) return { data: result.data };
  const name = entryName([data], 0, where.idKey ?? 'id');
  return {
    problems: result.error.issues.map(
      (issue: Issue) => `${file}: ${where.kind} ${name}: ${fieldOf(issue.path)}${issue.message}`,
    ),
  };
}

/** Parses one object (site facts) and names the file and field of each problem. */
export function parseObject<S extends z.ZodType>(
  schema: S,
  value: unknown,
  file: string,
): z.output<S> {
  const result = schema.safeParse(value, { error: plainError });
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue: Issue) => `${file}: ${fieldOf(issue.path)}${issue.message}`,
  );
  throw new ContentError(`Invalid content in ${file}\n  ${lines.join('\n  ')}`);
}

/**
 * Parses an object keyed by name (the pages of content/pages.ts) and throws one ContentError
 * listing every problem as `content/<file>: <kind> "<key>": field "<path>": <message>`.
 */
export function parseRecord<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: { file: string; kind: string },
): z.output<S> {
  const result = schema.safeParse(value, { error: plainError });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue: Issue) => {
    const [key, ...rest] = issue.path;
    if (typeof key !== 'string') return `${where.file}: ${issue.message}`;
    return `${where.file}: ${where.kind} "${key}": ${fieldOf(rest)}${issue.message}`;
  });
  throw new ContentError(`Invalid content in ${where.file}\n  ${lines.join('\n  ')}`);
}

/**
 * Adds an issue at `field` of every entry whose `field` an earlier entry already has, worded by
 * `message` (the value, and the positions from 0 of the first entry with it and of this one: name
 * them with field-path.ts's itemOf).
 * Use inside a list's superRefine.
 */
export function checkUnique<T, K extends keyof T & string>(
  entries: readonly T[],
  ctx: z.core.$RefinementCtx<unknown>,
  field: K,
  message: (value: T[K], first: number, index: number) => string,
): void {
  const seen = new Map<T[K], number>();
  entries.forEach((entry, index) => {
    const value = entry[field];
    const first = seen.get(value);
    if (first === undefined) {
      seen.set(value, index);
      return;
    }
    ctx.addIssue({ code: 'custom', path: [index, field], message: message(value, first, index) });
  });
}

/** Adds an issue for every id that appears more than once. Use inside a list's superRefine. */
export function checkUniqueIds(
  entries: readonly { id: string }[],
  ctx: z.core.$RefinementCtx<unknown>,
  kind: string,
): void {
  checkUnique(
    entries,
    ctx,
    'id',
    (id, first) => `duplicate ${kind} id "${id}" (also used by entry #${first + 1})`,
  );
}

/** Where the site's static files live when it is built. */
export const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** The address of a picture in public/<folder>/: /<folder>/<name>.<svg|png|jpg|jpeg|webp|avif>. */
export function publicFilePattern(folder: string): RegExp {
  return new RegExp(`^/${folder}/[\\w-]+\\.(${PICTURE_EXTENSIONS.join('|')})$`);
}

/** Why an address is not one of a picture in public/<folder>/, and what to write instead. */
function publicFileMessage(src: string, folder: string, example: string): string {
  const name = src.slice(folder.length + 2);
  if (!src.startsWith(`/${folder}/`) || name.includes('/')) {
    return `must be a file in /${folder}/, e.g. ${example}`;
  }
  const extension = path.posix.extname(name);
  if (!(PICTURE_EXTENSIONS as readonly string[]).includes(extension.slice(1))) {
    return `"${name}" must end in ${PICTURE_EXTENSIONS.map((type) => `.${type}`).join(', ')}, in lower case`;
  }
  // The name the content manager's upload gate gives such a file (lib/images/picture-name.ts).
  return (
    `"${name}": a picture's name holds only letters, digits, "-" and "_" (no spaces): rename ` +
    `the file, e.g. ${webSafePictureName(name)}`
  );
}

/**
 * A site address of a file in public/ (e.g. /images/Events/cricket.svg) in the given folder,
 * which must exist when the site is built.
 */
export function publicFile(folder: string, example: string) {
  const pattern = publicFilePattern(folder);
  return z
    .string()
    .regex(pattern, { error: (issue) => publicFileMessage(String(issue.input), folder, example) })
    .refine((src) => !pattern.test(src) || existsSync(path.join(PUBLIC_DIR, src)), {
      error: (issue) => `no file public${String(issue.input)}`,
    });
}
