import { z } from 'zod';

import { parseObject } from './parse';
import { readContentFile } from './read';

/** The club's facts: name, address, phones, social links, stats, the site's address. */
export const SITE_FILE = 'content/site.json';

const text = z.string().trim().min(1, 'must not be empty');

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'youtube', 'x'] as const;

export const SiteSchema = z
  .object({
    name: text,
    institute: text,
    instituteShortName: text,
    foundedYear: z.number().int().min(1900),
    tagline: text,
    description: text,
    url: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
    contact: z.object({
      address: z.object({
        street: text,
        city: text,
        region: text,
        postalCode: text,
        country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. IN'),
      }),
      phones: z
        .array(
          z.object({
            label: text,
            number: z
              .string()
              .regex(/^\+?[\d\s-]{7,}$/, 'must be a phone number like +91 90000 00001'),
          }),
        )
        .length(3, 'needs exactly three phone lines'),
      email: z.email('must be an email address'),
      mapQuery: text,
      coordinates: z.object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      }),
    }),
    officeHours: z.array(z.object({ days: text, hours: text })).min(1),
    social: z.array(
      z.object({ network: z.enum(SOCIAL_NETWORKS), label: text, url: z.url({ protocol: /^https?$/ }) }),
    ),
    stats: z.array(z.object({ value: text, label: text })).length(4, 'needs exactly four stats'),
  })
  .strict();

export type Site = z.infer<typeof SiteSchema>;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

let cache: Site | undefined;

export function getSite(): Site {
  cache ??= parseObject(SiteSchema, readContentFile(SITE_FILE), SITE_FILE);
  return cache;
}
