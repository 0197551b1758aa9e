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
    case 'invalid_value': {
      const values = issue.values.map(String);
      const near =
        typeof input === 'string'
          ? values.find((value) => value.toLowerCase() === input.trim().toLowerCase())
          : undefined;
      return near
        ? `must be written "${near}", exactly so (not "${String(input)}")`
        : `must be one of ${values.map((value) => `"${value}"`).join(', ')} (not ${JSON.stringify(input)})`;
    }
    case 'unrecognized_keys':
      return (
        `has ${issue.keys.length === 1 ? 'a field' : 'fields'} this file does not use: ` +
        `${issue.keys.map((key) => `"${key}"`).join(', ')} (misspelt, or left from an older version?)`
      );
    default:
      return undefined;
  }
};

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
