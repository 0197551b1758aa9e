import { type z } from 'zod';

/**
 * zod's own messages ("Invalid input: expected number, received string") in words an organiser
 * acts on: what to write instead, with their own value where that helps. Given to every content
 * parse (lib/content/parse.ts); a schema's own message for a field wins over these.
 */
export const plainError: z.core.$ZodErrorMap = (issue) => {
  const { input } = issue;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return 'is missing';
      return typeMessage(issue.expected, input);
    case 'invalid_value':
      return oneOfMessage(issue.values, input);
    case 'invalid_union': {
      // A block's "type" (lib/content/legal.ts) that names none of the kinds: the issue is the
      // type field's, and the value the organiser wrote is in the object.
      const { discriminator } = issue;
      const options = 'options' in issue ? issue.options : undefined;
      if (!discriminator || !Array.isArray(options)) return undefined;
      return oneOfMessage(options, isObject(input) ? input[discriminator] : undefined);
    }
    case 'too_small':
      return sizeMessage('at least', issue.origin, Number(issue.minimum), issue, input);
    case 'too_big':
      return sizeMessage('at most', issue.origin, Number(issue.maximum), issue, input);
    case 'invalid_format':
      if (issue.format === 'url') return `must be a full address starting https://, like ${LINK}`;
      if (issue.format === 'email') return 'must be an email address, like name@example.org';
      return undefined;
    case 'unrecognized_keys':
      return (
        `has ${issue.keys.length === 1 ? 'a field' : 'fields'} this file does not use: ` +
        `${issue.keys.map((key) => `"${key}"`).join(', ')} (misspelt, or left from an older version?)`
      );
    default:
      return undefined;
  }
};

/** What a full web address looks like. */
const LINK = 'https://www.example.org/page';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** A value that must be one of a closed set: missing, written in other capitals, or another. */
function oneOfMessage(options: readonly unknown[], input: unknown): string {
  const values = options.map(String);
  const quoted = values.map((value) => `"${value}"`);
  if (input === undefined) {
    return `is missing: write ${quoted.length === 1 ? quoted[0] : `one of ${quoted.join(', ')}`}`;
  }
  const near =
    typeof input === 'string'
      ? values.find((value) => value.toLowerCase() === input.trim().toLowerCase())
      : undefined;
  return near
    ? `must be written "${near}", exactly so (not "${String(input)}")`
    : `must be one of ${quoted.join(', ')} (not ${JSON.stringify(input)})`;
}

/** A list, a text or a number that is too small or too big ("at least", "at most"). */
function sizeMessage(
  bound: 'at least' | 'at most',
  origin: string,
  limit: number,
  { inclusive = true, exact = false }: { inclusive?: boolean; exact?: boolean },
  input: unknown,
): string | undefined {
  const has = (count: number, unit: string) => `(it has ${count} ${unit}${count === 1 ? '' : 's'})`;
  const needs = (unit: string) =>
    `${exact ? 'exactly' : bound} ${limit} ${unit}${limit === 1 ? '' : 's'}`;
  switch (origin) {
    case 'array':
    case 'set': {
      if (bound === 'at least' && limit === 1 && !exact)
        return 'is an empty list: add at least one';
      const count = Array.isArray(input) ? input.length : 0;
      const verb = bound === 'at most' && !exact ? 'can have' : 'needs';
      return `${verb} ${needs('item')} ${has(count, 'item')}`;
    }
    case 'string': {
      if (bound === 'at least' && limit === 1 && !exact) return 'must not be empty';
      const count = typeof input === 'string' ? input.length : 0;
      return `must be ${needs('character')} long ${has(count, 'character')}`;
    }
    case 'number':
    case 'int':
      if (exact) return `must be ${limit}`;
      if (!inclusive) return `must be ${bound === 'at least' ? 'more' : 'less'} than ${limit}`;
      return `must be ${limit} or ${bound === 'at least' ? 'more' : 'less'}`;
    default:
      return undefined;
  }
}

function typeMessage(expected: string, input: unknown): string | undefined {
  const quoted = typeof input === 'string' ? input.trim() : undefined;
  switch (expected) {
    case 'number':
    case 'int':
      if (quoted !== undefined && quoted !== '' && !Number.isNaN(Number(quoted))) {
        return `must be a number without quotes: ${quoted}, not "${quoted}"`;
      }
      if (expected === 'int' && typeof input === 'number') return 'must be a whole number';
      return 'must be a number';
    case 'boolean':
      return quoted === 'true' || quoted === 'false'
        ? `must be true or false without quotes: ${quoted}, not "${quoted}"`
        : 'must be true or false, without quotes';
    case 'string':
      return 'must be text, in quotes';
    case 'array':
      return 'must be a list, in [ ]';
    case 'object':
      return 'must be a group of fields, in { }';
    default:
      return undefined;
  }
}
