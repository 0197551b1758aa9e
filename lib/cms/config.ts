import { EVENTS_FOLDER } from '@/lib/events/content';
import { ROUTES } from '@/lib/routes';

import { drawCollection, drawSetupCollection, type CmsDraw, type CmsDrawEvent } from './draws';
import { EVENT_FIELDS } from './fields/event';
import { CMS_FILES } from './files';
import { SETTINGS_COLLECTION } from './settings-check';

/**
 * The Decap CMS configurations: the content manager's (written to public/admin/config.yml by
 * scripts/admin.ts) and the results editor's (public/admin/results/config.yml). The field lists
 * are in lib/cms/fields/ (one module per content file, built with the field kinds of
 * lib/cms/widgets.ts) and describe the same fields, required flags, closed sets and patterns as the
 * zod schemas in lib/content/ and lib/events/; tests/lib/cms/config.test.ts compares the two, so
 * they cannot drift apart. A field the schema adds (an event status, say) is one entry there.
 */

// Re-exported: readers of the configuration (tests/lib/cms/config.test.ts) find its fields here.
export { CMS_FILES, EVENT_FIELDS };
export type { CmsField, CmsFile } from './widgets';

export type CmsSettings = {
  /** owner/name of the GitHub repository the CMS commits to. */
  repo?: string;
  /**
   * The OAuth client (proxy) that signs organisers in with GitHub: the address under which it
   * answers /auth and /callback, e.g. https://auth.example.org or a Cloud Function's
   * https://europe-west1-club.cloudfunctions.net/cmsAuth (see oauthClient).
   */
  authUrl?: string;
  /** With Netlify's OAuth client: the Netlify site whose OAuth settings hold the GitHub app. */
  authSiteDomain?: string;
  /** The site's public address (the CMS links to it). */
  siteUrl: string;
  /**
   * Editing on this computer through decap-server (`npm run cms`), not the GitHub backend: the
   * port its doorman listens on (CMS_BACKEND_PORT, scripts/cms.ts).
   */
  localBackendPort?: number;
  /** The GitHub permission the CMS asks for; 'public_repo' unless the repository is private. */
  authScope?: CmsAuthScope;
  /** The knockout draws, each with its match and winner pickers (lib/cms/draws.ts). */
  draws?: readonly CmsDraw[];
  /** Every event by id and title: a new draw is made for one (lib/cms/draws.ts). */
  events?: readonly CmsDrawEvent[];
};

export const CMS_AUTH_SCOPES = ['public_repo', 'repo'] as const;
export type CmsAuthScope = (typeof CMS_AUTH_SCOPES)[number];

/** The address of the results editor: its own page, its own config.yml (scripts/admin.ts). */
export const RESULTS_EDITOR_PATH = '/admin/results/';

/**
 * The repository a configuration names when CMS_GITHUB_REPO is not set: the CMS then cannot save,
 * so the deploy guard refuses a site that carries it (scripts/deploy/guard.ts).
 */
export const CMS_REPO_PLACEHOLDER = 'OWNER/REPOSITORY';

/**
 * The commit status of a draft's preview (.github/workflows/preview.yml sets it on the pull
 * request's last commit, its target the preview's address): the content manager's "Check for
 * Preview" button finds it by this name and becomes "View Preview", a link to it.
 */
export const PREVIEW_STATUS_CONTEXT = 'deploy/preview';

/**
 * Where "View Live" (a published entry) and "View Preview" (a draft) lead, under the site's or
 * the preview's address: an event's own page. Decap fills in {{slug}}, the file's name.
 */
export const EVENT_PREVIEW_PATH = `${ROUTES.events}{{slug}}/`;

/** Settings files whose page is theirs alone (the others lead to the home page). */
const FILE_PREVIEW_PATHS: Partial<Record<string, string>> = {
  sponsors: ROUTES.sponsors,
  gallery: ROUTES.gallery,
};

/**
 * A setting of the CMS that cannot work (CMS_AUTH_URL, CMS_AUTH_SCOPE): scripts/admin.ts stops
 * the build with its message alone, which names the setting (the deploy run's summary lists it).
 */
export class SettingRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingRefused';
  }
}

/**
 * Where Decap's GitHub sign-in goes for the OAuth client at `address` (CMS_AUTH_URL). Decap opens
 * `<base_url>/<auth_endpoint>` in a popup and then takes the token only from a message whose
 * origin is exactly `base_url`, so base_url is the client's origin and any path it lives under
 * goes in front of `auth` (a path in base_url would make every sign-in hang, silently). An
 * address that cannot work fails the build, naming the variable.
 */
export function oauthClient(address: string): { base_url: string; auth_endpoint: string } {
  const refuse = (why: string): never => {
    throw new SettingRefused(
      `CMS_AUTH_URL must be the address of the content manager's OAuth client (docs/deploying.md), ${why}: "${address}"`,
    );
  };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refuse('such as https://auth.example.org');
  }
  const local = ['localhost', '127.0.0.1'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    refuse('on https: (it hands organisers a GitHub token)');
  }
  if (url.search || url.hash || url.username || url.password) {
    refuse('with no query, fragment or password');
  }
  const folder = url.pathname.replace(/^\/+|\/+$/g, '');
  if (/(^|\/)(auth|callback)$/.test(folder)) {
    refuse('without its /auth or /callback (the content manager adds /auth)');
  }
  return { base_url: url.origin, auth_endpoint: folder ? `${folder}/auth` : 'auth' };
}

/** What both CMS pages share: the GitHub backend, the site's address and the media folders. */
function baseConfig({
  repo,
  authUrl,
  authSiteDomain,
  siteUrl,
  localBackendPort,
  authScope,
}: CmsSettings) {
  return {
    backend: {
      name: 'github',
      repo: repo ?? CMS_REPO_PLACEHOLDER,
      branch: 'main',
      // The narrowest GitHub permission that lets an organiser commit: public repositories only.
      // The token sits in the browser's storage on this site, so it should be able to do little
      // else. A private repository needs 'repo' (CMS_AUTH_SCOPE=repo, docs/deploying.md).
      auth_scope: authScope ?? 'public_repo',
      // A draft's pull request lands on main as one commit: a file replaced during the review
      // (a photo cleaned after check:photos refused it) never enters main's history.
      squash_merges: true,
      preview_context: PREVIEW_STATUS_CONTEXT,
      ...(authUrl ? oauthClient(authUrl) : {}),
      ...(authSiteDomain ? { site_domain: authSiteDomain } : {}),
      commit_messages: {
        create: 'Content: add {{collection}} "{{slug}}" (CMS, {{author-login}})',
        update: 'Content: update {{collection}} "{{slug}}" (CMS, {{author-login}})',
        delete: 'Content: delete {{collection}} "{{slug}}" (CMS, {{author-login}})',
        uploadMedia: 'Content: upload "{{path}}" (CMS, {{author-login}})',
        deleteMedia: 'Content: delete "{{path}}" (CMS, {{author-login}})',
      },
    },
    // On the organiser's own computer (`npm run cms`) the CMS writes the files directly
    // through decap-server, with no account. Only that configuration has it: the deploy check
    // refuses a site whose CMS is set up for local editing.
    ...(localBackendPort
      ? { local_backend: { url: `http://localhost:${localBackendPort}/api/v1` } }
      : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    locale: 'en',
    media_folder: 'public/images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
  };
}

/** The content manager at /admin/, as Decap reads it from admin/config.yml. */
export function cmsConfig(settings: CmsSettings) {
  const draws = settings.draws ?? [];
  return {
    ...baseConfig(settings),
    // Every change is a draft first: a pull request with a preview deploy (see the workflow).
    publish_mode: 'editorial_workflow',
    collections: [
      {
        name: 'events',
        label: 'Events',
        label_singular: 'Event',
        // Decap shows it above the list of events.
        description:
          draws.length > 0
            ? `Draws and match results have their own editor, quick enough for the venue: ${RESULTS_EDITOR_PATH}`
            : undefined,
        folder: EVENTS_FOLDER,
        extension: 'json',
        format: 'json',
        create: true,
        // Never deleted (docs/organisers.md: cancel or postpone instead). Decap would commit a
        // delete straight to main, past the draft and its preview, and a fest listing the
        // event would stop the build.
        delete: false,
        identifier_field: 'id',
        slug: '{{slug}}',
        summary: '{{title}}',
        sortable_fields: ['startsAt', 'title'],
        // The form is the page: the site itself (npm run cms) is the preview.
        editor: { preview: false },
        preview_path: EVENT_PREVIEW_PATH,
        fields: EVENT_FIELDS,
      },
      drawSetupCollection(settings.events ?? [], draws, RESULTS_EDITOR_PATH, EVENT_PREVIEW_PATH),
      {
        name: SETTINGS_COLLECTION,
        label: 'Club, pages and sponsors',
        delete: false,
        editor: { preview: false },
        files: CMS_FILES.map(({ name, label, file, fields }) => ({
          name,
          label,
          file,
          format: 'json',
          ...(FILE_PREVIEW_PATHS[name] ? { preview_path: FILE_PREVIEW_PATHS[name] } : {}),
          fields,
        })),
      },
    ],
  };
}

/**
 * The results editor at /admin/results/ (admin/results/config.yml): the draws only, and no
 * editorial workflow. A result recorded at the venue is one commit on main, which the workflow
 * builds and deploys straight away (a few minutes, docs/draws.md), instead of a pull request
 * waiting for someone to publish it. The build still checks every result, and a result it
 * refuses stops that deploy and is reported on the commit (the live site keeps the last good
 * version).
 */
export function resultsCmsConfig(settings: CmsSettings) {
  return {
    ...baseConfig(settings),
    collections: [drawCollection(settings.draws ?? [])],
  };
}
