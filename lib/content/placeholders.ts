import { z } from 'zod';

/** `{name}` in content text: a value from content/site.json that the loader fills in. */
const PLACEHOLDER = /\{([^}]*)\}/g;

/** A trimmed, non-empty string whose `{placeholders}` are all among `tokens`. */
export function placeholderText(tokens: readonly string[]) {
  return z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .superRefine((value, ctx) => {
      for (const [, name] of value.matchAll(PLACEHOLDER)) {
        if (!tokens.includes(name ?? '')) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown placeholder {${name}} (use ${tokens.map((t) => `{${t}}`).join(', ')})`,
          });
        }
      }
    });
}

/** Replaces each `{name}` with its value (an unknown name, which the schemas reject, with ''). */
export function fillPlaceholders<T extends string>(
  text: string,
  values: Record<T, string>,
): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as T] : '',
  );
}
