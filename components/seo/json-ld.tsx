import type { Thing, WithContext } from 'schema-dts';

import { serializeJsonLd } from '@/lib/seo/json-ld';

export type JsonLdProps = { data: WithContext<Thing> };

/** Structured data for search engines, escaped so content cannot break out of the script. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes "<", ">" and "&": the text cannot close the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
