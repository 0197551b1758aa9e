/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

import {
  CMS_FILES,
  cmsConfig,
  EVENT_FIELDS,
  oauthClient,
  RESULTS_EDITOR_PATH,
  resultsCmsConfig,
  type CmsField,
} from '@/lib/cms/config';
import {
  DRAW_SETUP_COLLECTION,
  drawFields,
  getCmsDraws,
  type drawSetupCollection,
} from '@/lib/cms/draws';
import { LINES_WIDGET } from '@/lib/cms/lines-control';
import { RESULTS_WIDGET } from '@/lib/cms/results-widget';
import { CommitteeEntriesSchema } from '@/lib/content/committee';
import { FestsFileSchema } from '@/lib/content/fests';
import { GalleryFileSchema } from '@/lib/content/gallery';
import { LegalFileSchema } from '@/lib/content/legal';
import { pagesSchema } from '@/lib/content/pages';
import { SiteSchema } from '@/lib/content/site';
import { SponsorsFileSchema } from '@/lib/content/sponsors';
import { EventFileSchema, EVENTS_FOLDER } from '@/lib/events/content';
import { MATCH_LABEL_PATTERN } from '@/lib/events/draw/results';
import { DrawFileSchema, DRAWS_FOLDER } from '@/lib/events/draw/schema';
import { EVENT_ID_PATTERN } from '@/lib/events/schema';

/** A match the picker shows as it is saved. */
const option = (match: string) => ({ label: match, value: match });

// The CMS configuration and the zod schemas describe the same files. This test walks both,
// field by field: names, required flags, kinds, closed sets (enums), patterns and list sizes,
// so a field added to one and not the other fails here, not in an organiser's build.

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  const?: string;
  default?: unknown;
};

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const source = (pattern: string) => new RegExp(pattern).source;

/** An object's schema without some of its properties. */
function without(schema: JsonSchema, ...names: string[]): JsonSchema {
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([name]) => !names.includes(name),
  );
  return {
    ...schema,
    properties: Object.fromEntries(properties),
    required: schema.required?.filter((name) => !names.includes(name)),
  };
}

/** Every difference between a Decap field list and an object schema, as "path: problem" lines. */
function compareObject(fields: CmsField[], schema: JsonSchema, where: string): string[] {
  const problems: string[] = [];
  const properties = schema.properties ?? {};
  const names = fields.map((field) => field.name);
  for (const name of Object.keys(properties)) {
    if (!names.includes(name)) problems.push(`${where}.${name}: in the schema, not in the CMS`);
  }
  for (const field of fields) {
    const property = properties[field.name];
    const path = `${where}.${field.name}`;
    if (!property) {
      problems.push(`${path}: in the CMS, not in the schema`);
      continue;
    }
    const required = (schema.required ?? []).includes(field.name);
    if (required !== (field.required !== false)) {
      problems.push(
        `${path}: required is ${required} in the schema, ${field.required !== false} in the CMS`,
      );
    }
    problems.push(...compareField(field, property, path));
  }
  return problems;
}

function compareString(field: CmsField, schema: JsonSchema, path: string): string[] {
  const problems: string[] = [];
  const cmsPattern = field.pattern?.[0];
  if (schema.enum) {
    if (field.widget !== 'select') problems.push(`${path}: a closed set needs a select`);
    const options = (field.options as string[] | undefined) ?? [];
    if ([...options].sort().join('|') !== [...schema.enum].sort().join('|')) {
      problems.push(`${path}: options ${options.join(', ')} differ from ${schema.enum.join(', ')}`);
    }
    if (schema.default !== field.default) {
      problems.push(
        `${path}: default ${field.default} differs from the schema's ${schema.default}`,
      );
    }
    return problems;
  }
  if (schema.format === 'date-time' || schema.format === 'date') {
    const dateOnly = field.time_format === false;
    if (field.widget !== 'datetime' || dateOnly !== (schema.format === 'date')) {
      problems.push(`${path}: a ${schema.format} needs a datetime widget of that kind`);
    }
    return problems;
  }
  if (schema.format === 'uri') {
    if (!cmsPattern?.startsWith('^http'))
      problems.push(`${path}: an address needs ^https? pattern`);
    return problems;
  }
  if (field.widget === 'image') {
    // A picture field stores <public_folder>/<file name>: that must be what the schema accepts,
    // for a phone's photo as the upload gate renames it (no order number, no capitals).
    const stored = [field.public_folder, 'whatsapp-image-2026-04-12-at-10-30-15.jpeg']
      .filter(Boolean)
      .join('/');
    if (!schema.pattern || !new RegExp(schema.pattern).test(stored)) {
      problems.push(`${path}: the CMS stores ${stored}, which the schema refuses`);
    }
    return problems;
  }
  if (!['string', 'text', 'select'].includes(field.widget)) {
    problems.push(`${path}: widget ${field.widget} for a string`);
  }
  if (schema.pattern && schema.format !== 'email') {
    if (!cmsPattern || source(cmsPattern) !== source(schema.pattern)) {
      problems.push(`${path}: pattern ${cmsPattern} differs from the schema's ${schema.pattern}`);
    }
  } else if (cmsPattern && schema.format !== 'email') {
    problems.push(`${path}: the CMS has a pattern the schema has not`);
  }
  return problems;
}

function compareList(field: CmsField, schema: JsonSchema, path: string): string[] {
  const problems: string[] = [];
  if (field.widget === 'relation') {
    if (field.multiple !== true || schema.items?.type !== 'string') {
      problems.push(`${path}: a relation must hold a list of ids`);
    }
    return problems;
  }
  // The site's own list widgets: the results editor's (lib/cms/results-control.ts) reads the
  // same `fields`; a list of lines (lib/cms/lines-control.ts) saves a list of strings.
  if (field.widget === LINES_WIDGET && schema.items?.type !== 'string') {
    return [`${path}: a box of lines holds a list of strings`];
  }
  if (![`list`, RESULTS_WIDGET, LINES_WIDGET].includes(field.widget)) {
    return [`${path}: a list needs a list widget`];
  }
  if ((schema.minItems ?? undefined) !== field.min) {
    problems.push(`${path}: min ${field.min} differs from the schema's ${schema.minItems}`);
  }
  if ((schema.maxItems ?? undefined) !== field.max) {
    problems.push(`${path}: max ${field.max} differs from the schema's ${schema.maxItems}`);
  }
  const items = schema.items ?? {};
  const variants = items.oneOf ?? items.anyOf;
  if (variants) {
    const types = (field.types as CmsField[] | undefined) ?? [];
    for (const variant of variants) {
      const name = variant.properties?.type?.const ?? '';
      const type = types.find((candidate) => candidate.name === name);
      if (!type) {
        problems.push(`${path}: no CMS type "${name}"`);
        continue;
      }
      const rest = Object.fromEntries(
        Object.entries(variant.properties ?? {}).filter(([key]) => key !== 'type'),
      );
      problems.push(
        ...compareObject(
          (type.fields as CmsField[]) ?? [],
          {
            ...variant,
            properties: rest,
            required: (variant.required ?? []).filter((key) => key !== 'type'),
          },
          `${path}<${name}>`,
        ),
      );
    }
    if (types.length !== variants.length) problems.push(`${path}: ${types.length} CMS types`);
    return problems;
  }
  if (items.type === 'object') {
    return [...problems, ...compareObject((field.fields as CmsField[]) ?? [], items, `${path}[]`)];
  }
  const single = field.field as CmsField | undefined;
  if (!single) return [...problems, `${path}: a list of ${items.type} needs a single field`];
  return [...problems, ...compareField({ ...single, required: true }, items, `${path}[]`)];
}

function compareField(field: CmsField, schema: JsonSchema, path: string): string[] {
  switch (schema.type) {
    case 'string':
      return compareString(field, schema, path);
    case 'boolean':
      return field.widget === 'boolean' && field.default === false
        ? []
        : [`${path}: a yes/no needs a boolean widget with default false`];
    case 'integer':
    case 'number': {
      const problems: string[] = [];
      const kind = schema.type === 'integer' ? 'int' : 'float';
      if (field.widget !== 'number' || field.value_type !== kind) {
        problems.push(`${path}: needs a number widget with value_type ${kind}`);
      }
      const min = schema.minimum ?? (schema.exclusiveMinimum === 0 ? 1 : undefined);
      if (min !== field.min) problems.push(`${path}: min ${field.min} differs from ${min}`);
      const max = (schema.maximum ?? 0) > 1e15 ? undefined : schema.maximum;
      if (max !== field.max) problems.push(`${path}: max ${field.max} differs from ${max}`);
      return problems;
    }
    case 'array':
      return compareList(field, schema, path);
    case 'object':
      return field.widget === 'object'
        ? compareObject((field.fields as CmsField[]) ?? [], schema, path)
        : [`${path}: an object needs an object widget`];
    default:
      return [`${path}: the schema's type ${schema.type} has no CMS equivalent`];
  }
}

const VALUES = { club: 'Club', institute: 'Institute', founded: '2016' };
const FILE_SCHEMAS: Record<string, z.ZodType> = {
  site: SiteSchema,
  fests: FestsFileSchema,
  committee: CommitteeEntriesSchema,
  sponsors: SponsorsFileSchema,
  gallery: GalleryFileSchema,
  pages: pagesSchema(VALUES),
  legal: LegalFileSchema,
};

describe('the CMS configuration', () => {
  it('describes the event files exactly as EventFileSchema does', () => {
    expect(compareObject(EVENT_FIELDS, jsonSchema(EventFileSchema), 'events')).toEqual([]);
  });

  it('describes the draw files exactly as DrawFileSchema does, with and without pickers', () => {
    // The results editor opens draws that exist: their `event` (which names a new draw's file,
    // below) is not shown, and Decap keeps it as it is.
    const schema = without(jsonSchema(DrawFileSchema), 'event');
    expect(compareObject(drawFields(), schema, 'draws')).toEqual([]);
    const draw = {
      eventId: 'cup',
      label: 'Cup',
      matches: [option('r1-m1: A v B')],
      entrants: ['A', 'B'],
    };
    expect(compareObject(drawFields(draw), schema, 'draws')).toEqual([]);
  });

  it('makes a new draw in the content manager, named after the event picked', () => {
    const events = [
      { id: 'cup', title: 'Cup' },
      { id: 'plate', title: 'Plate' },
    ];
    const draws = [{ eventId: 'cup', label: 'Cup', matches: [], entrants: ['A', 'B'] }];
    const setup = cmsConfig({ siteUrl: 'https://example.org', events, draws }).collections.find(
      (entry) => entry.name === DRAW_SETUP_COLLECTION,
    ) as ReturnType<typeof drawSetupCollection>;
    // The event picked names the file (Decap's slug is the identifier field's value).
    expect(setup).toMatchObject({
      folder: DRAWS_FOLDER,
      create: true,
      delete: false,
      identifier_field: 'event',
      slug: '{{slug}}',
    });
    // It lists no draw that exists (a draft of one would write its old results back over those
    // recorded meanwhile): its filter matches no event id (lower-case letters, digits, dashes).
    const { field, value } = setup.filter;
    expect(field).toBe('event');
    expect(value).not.toMatch(EVENT_ID_PATTERN);
    // Its own name: Decap keeps unsaved forms by collection and entry, and the results editor's
    // collection is "draws".
    expect(setup.name).not.toBe(
      resultsCmsConfig({ siteUrl: 'https://example.org' }).collections[0]!.name,
    );
    const [event, ...rest] = setup.fields;
    // Required here, since Decap cannot name a new file without it; optional in the schema, since
    // a file written by hand is named by its file name alone.
    expect(event).toMatchObject({
      name: 'event',
      widget: 'select',
      options: [
        { label: 'Cup (has a draw)', value: 'cup' },
        { label: 'Plate', value: 'plate' },
      ],
    });
    expect(event!.required).not.toBe(false);
    const schema = jsonSchema(DrawFileSchema);
    expect(schema.required ?? []).not.toContain('event');
    // The rest as the schema says, results aside (the results editor's).
    expect(compareObject(rest, without(schema, 'event', 'results'), 'draws (new draw)')).toEqual(
      [],
    );
  });

  it('offers each draw its playable matches and its entrants, in the results editor', () => {
    const draws = getCmsDraws({});
    const config = resultsCmsConfig({ siteUrl: 'https://example.org', draws });
    expect(config.collections.map((entry) => entry.name)).toEqual(['draws']);
    expect(config.collections[0]!.files.length).toBe(draws.length);
    for (const draw of draws) {
      expect(draw.entrants.length).toBeGreaterThan(1);
      for (const { value } of draw.matches) expect(value).toMatch(MATCH_LABEL_PATTERN);
      for (const { value } of draw.matches) expect(value).not.toMatch(/\?/);
    }
  });

  it('still opens with a draw file that is not JSON, offering it with no pickers', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cms-draws-'));
    try {
      mkdirSync(path.join(root, 'content', 'draws'), { recursive: true });
      writeFileSync(path.join(root, 'content', 'draws', 'cup.json'), '{ "entrants": "A\\nB", ');
      // Not named .json: the build names it; the CMS, which edits .json files, leaves it out.
      writeFileSync(path.join(root, 'content', 'draws', 'bowl.JSON'), '{}');
      writeFileSync(
        path.join(root, 'content', 'draws', 'plate.json'),
        JSON.stringify({ entrants: 'A\nB', results: [] }),
      );
      expect(getCmsDraws({ cup: 'Cup', plate: 'Plate' }, root)).toEqual([
        { eventId: 'cup', label: 'Cup', matches: [], entrants: [] },
        {
          eventId: 'plate',
          label: 'Plate',
          matches: [option('r1-m1: A v B')],
          entrants: ['A', 'B'],
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('offers the matches still to play first, and says which have a result and what it was', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cms-draws-'));
    try {
      mkdirSync(path.join(root, 'content', 'draws'), { recursive: true });
      const results = [
        { match: 'r1-m2: D v E', winner: 'D', walkover: true },
        { match: 'r1-m1: A v H', winner: 'A', score: '3-1' },
      ];
      writeFileSync(
        path.join(root, 'content', 'draws', 'cup.json'),
        JSON.stringify({ entrants: 'A\nB\nC\nD\nE\nF\nG\nH', results }),
      );
      const [cup] = getCmsDraws({ cup: 'Cup' }, root);
      expect(cup!.matches).toEqual([
        option('r1-m3: B v G'),
        option('r1-m4: C v F'),
        option('r2-m1: A v D'),
        { label: 'r1-m1: A v H (result in: A won 3-1)', value: 'r1-m1: A v H' },
        { label: 'r1-m2: D v E (result in: D won by walkover)', value: 'r1-m2: D v E' },
      ]);
      // Decap shows the label and saves the value: the match as the result names it.
      const match = (
        drawFields(cup).find((field) => field.name === 'results')!.fields as CmsField[]
      )[0]!;
      expect(match).toMatchObject({ widget: 'select', options: cup!.matches });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('publishes a result at once, and every other change as a draft first', () => {
    // A draw of the test's own: whether content/draws/ holds any today changes nothing here.
    const draws = [
      { eventId: 'cup', label: 'Cup', matches: [option('r1-m1: A v B')], entrants: ['A', 'B'] },
    ];
    const settings = { siteUrl: 'https://example.org', repo: 'club/site', draws };
    const main = cmsConfig(settings);
    const results = resultsCmsConfig(settings);
    expect(main.publish_mode).toBe('editorial_workflow');
    // The content manager makes a new draw (a draft) but records no result.
    const setup = main.collections.find(
      (entry) => entry.name === DRAW_SETUP_COLLECTION,
    ) as ReturnType<typeof drawSetupCollection>;
    expect(setup.fields.map((field) => field.name)).not.toContain('results');
    expect(main.collections[0]!.description).toContain(RESULTS_EDITOR_PATH);
    // Without draws the events list sends no one to the results editor.
    expect(cmsConfig({ ...settings, draws: [] }).collections[0]!.description).toBeUndefined();
    // No publish_mode: Decap's simple mode, one commit on main per save.
    expect(results).not.toHaveProperty('publish_mode');
    // The same repository, branch, permission and commit messages as the main editor.
    expect(results.backend).toEqual(main.backend);
    // On this computer, the backend at the port npm run cms gave it (CMS_BACKEND_PORT).
    expect(resultsCmsConfig({ ...settings, localBackendPort: 8091 }).local_backend).toEqual({
      url: 'http://localhost:8091/api/v1',
    });
  });

  it.each(CMS_FILES.map((file) => [file.name, file] as const))(
    'describes %s exactly as its schema does',
    (name, file) => {
      const schema = FILE_SCHEMAS[name];
      expect(schema).toBeDefined();
      expect(compareObject(file.fields, jsonSchema(schema!), name)).toEqual([]);
    },
  );

  it('covers every content file the loaders read', () => {
    expect(Object.keys(FILE_SCHEMAS).sort()).toEqual(CMS_FILES.map((file) => file.name).sort());
  });

  it('catches a difference: a field, a required flag, an option or a pattern', () => {
    const schema = jsonSchema(EventFileSchema);
    const without = EVENT_FIELDS.filter((field) => field.name !== 'capacity');
    expect(compareObject(without, schema, 'events')).toEqual([
      'events.capacity: in the schema, not in the CMS',
    ]);
    const loose = EVENT_FIELDS.map((field) =>
      field.name === 'title' ? { ...field, required: false } : field,
    );
    expect(compareObject(loose, schema, 'events')).toEqual([
      'events.title: required is true in the schema, false in the CMS',
    ]);
    const extra = EVENT_FIELDS.map((field) =>
      field.name === 'category'
        ? { ...field, options: [...(field.options as string[]), 'Golf'] }
        : field,
    );
    expect(compareObject(extra, schema, 'events')[0]).toMatch(/^events\.category: options/);
    const pattern = EVENT_FIELDS.map((field) =>
      field.name === 'id' ? { ...field, pattern: ['^[a-z]+$', 'x'] as [string, string] } : field,
    );
    expect(compareObject(pattern, schema, 'events')[0]).toMatch(/^events\.id: pattern/);
    const statusless = EVENT_FIELDS.filter((field) => field.name !== 'status');
    expect(compareObject(statusless, schema, 'events')).toEqual([
      'events.status: in the schema, not in the CMS',
    ]);
    const noDefault = EVENT_FIELDS.map((field) =>
      field.name === 'status' ? { ...field, default: undefined } : field,
    );
    expect(compareObject(noDefault, schema, 'events')).toEqual([
      "events.status: default undefined differs from the schema's scheduled",
    ]);
  });

  it('offers the event status as a select of the closed set, scheduled by default', () => {
    const status = EVENT_FIELDS.find((field) => field.name === 'status');
    expect(status).toMatchObject({
      widget: 'select',
      options: ['scheduled', 'cancelled', 'postponed', 'rescheduled'],
      default: 'scheduled',
      required: false,
    });
    const previous = EVENT_FIELDS.find((field) => field.name === 'previousStartsAt');
    expect(previous).toMatchObject({ widget: 'datetime', required: false });
  });

  it('writes events where the loader reads them, as JSON, and pictures where the site serves them', () => {
    const config = cmsConfig({ siteUrl: 'https://example.org' });
    const [events, draws, settings] = config.collections;
    expect(events).toMatchObject({ folder: EVENTS_FOLDER, extension: 'json', format: 'json' });
    expect(draws).toMatchObject({ folder: DRAWS_FOLDER, extension: 'json', format: 'json' });
    const image = EVENT_FIELDS.find((field) => field.name === 'image');
    expect(image).toMatchObject({
      widget: 'image',
      media_folder: '/public/images/Events',
      public_folder: '/images/Events',
    });
    expect(settings).toMatchObject({ files: CMS_FILES.map(({ file }) => ({ file })) });
  });

  it('edits through decap-server only when set up for this computer (npm run cms)', () => {
    expect(cmsConfig({ siteUrl: 'https://example.org' })).not.toHaveProperty('local_backend');
    expect(
      cmsConfig({ siteUrl: 'https://example.org', localBackendPort: 8081 }).local_backend,
    ).toEqual({ url: 'http://localhost:8081/api/v1' });
  });

  it('uses the GitHub repository and OAuth client it is given', () => {
    const config = cmsConfig({
      repo: 'club/site',
      authUrl: 'https://auth.example.org',
      siteUrl: 'https://example.org',
    });
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'club/site',
      base_url: 'https://auth.example.org',
      auth_endpoint: 'auth',
    });
  });

  it('signs in through an OAuth client under a path: its origin, and the path before auth', () => {
    // Decap takes the token only from a message whose origin is exactly base_url.
    for (const [address, base_url, auth_endpoint] of [
      ['https://auth.example.org/', 'https://auth.example.org', 'auth'],
      [
        'https://europe-west1-club.cloudfunctions.net/cmsAuth',
        'https://europe-west1-club.cloudfunctions.net',
        'cmsAuth/auth',
      ],
      ['https://club.example/api/oauth/', 'https://club.example', 'api/oauth/auth'],
      ['http://localhost:8787', 'http://localhost:8787', 'auth'],
    ]) {
      expect(oauthClient(address!)).toEqual({ base_url, auth_endpoint });
      expect(cmsConfig({ authUrl: address, siteUrl: 'https://example.org' }).backend).toMatchObject(
        { base_url, auth_endpoint },
      );
    }
  });

  it('refuses an OAuth client address that cannot sign anyone in, naming CMS_AUTH_URL', () => {
    for (const [address, why] of [
      ['auth.example.org', /such as https:\/\/auth\.example\.org/],
      ['http://auth.example.org', /on https:/],
      ['https://auth.example.org/?site=club', /no query/],
      ['https://auth.example.org/auth', /without its \/auth or \/callback/],
      ['https://club.example/oauth/callback', /without its \/auth or \/callback/],
    ] as const) {
      expect(() => oauthClient(address)).toThrow(why);
      expect(() => oauthClient(address)).toThrow(`CMS_AUTH_URL must be`);
      expect(() => oauthClient(address)).toThrow(`"${address}"`);
    }
  });

  it('asks GitHub for public repositories only, unless told the repository is private', () => {
    expect(cmsConfig({ siteUrl: 'https://example.org' }).backend.auth_scope).toBe('public_repo');
    expect(
      cmsConfig({ siteUrl: 'https://example.org', authScope: 'repo' }).backend.auth_scope,
    ).toBe('repo');
  });
});
