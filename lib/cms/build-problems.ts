import { z } from 'zod';

import { ContentError, parseObject } from '@/lib/content/parse';

import { inForm, type FieldLabels, type Kinds } from './field-labels';

// The build's parsers run in the content manager (settings-check.ts): what they throw, a problem
// a line, placed by the form's labels.

/** What the build says of a file as `parse` reads it, a problem a line, placed in the form. */
export function problemsOf(
  parse: () => unknown,
  file: string,
  labels: FieldLabels = {},
  kinds: Kinds = {},
): string[] {
  try {
    parse();
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const [first = '', ...rest] = error.message.split('\n');
    const lines = first.startsWith('Invalid content in') ? rest : [first, ...rest];
    return lines.map((line) => inForm(line.trim(), file, labels, kinds));
  }
}

/** A file of lists (`{ "fests": [ … ] }`), as its loader reads it before its entries. */
export function listsIn<K extends string>(data: unknown, file: string, keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, z.array(z.unknown())]));
  return parseObject(z.object(shape).strict(), data, file) as Record<K, unknown[]>;
}
