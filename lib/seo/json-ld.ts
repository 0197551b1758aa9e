import type { Thing, WithContext } from 'schema-dts';

/**
 * A JSON-LD object as text safe inside <script type="application/ld+json">: every "<" is
 * escaped, so no content can close the script element or open a comment.
 */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
