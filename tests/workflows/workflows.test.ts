/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployConfig } from '@/scripts/lib/deploy-config';
import { parse } from 'yaml';

import { cmsConfig, PREVIEW_STATUS_CONTEXT } from '@/lib/cms/config';

import {
  DEPLOY_CONFIG,
  FIREBASE_CLI,
  FIREBASE_CLI_DIR,
  FIREBASE_CLI_INSTALL,
  isPrivileged,
  parseWorkflow,
  workflowProblems,
  type Workflow,
} from '../support/workflow-trust';

const DIR = path.join(process.cwd(), '.github', 'workflows');
const workflows: [string, string][] = readdirSync(DIR)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => [name, readFileSync(path.join(DIR, name), 'utf8')]);
const readJson = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(process.cwd(), name), 'utf8'));

/** A deploy job as it should be; each sample below breaks one rule. */
const SAFE = `
on: { push: { branches: [main] }, pull_request: {} }
permissions: {}
jobs:
  deploy:
    if: github.ref == 'refs/heads/main' && github.event_name != 'pull_request'
    permissions: { contents: read, id-token: write }
    steps:
      - uses: actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8
        with: { persist-credentials: false }
      - uses: actions/setup-node@a0853c24544627f65ddf259abe73b1d18a591444
        with: { node-version: 24, package-manager-cache: false }
      - run: npm ci --ignore-scripts --no-audit --no-fund --prefix .github/firebase-cli
      - run: .github/firebase-cli/node_modules/.bin/firebase deploy --config firebase.deploy.json --only hosting
`;
const broken = (from: string, to: string): Workflow => {
  if (!SAFE.includes(from)) throw new Error(`sample has no ${from}`);
  return parseWorkflow(SAFE.replace(from, to));
};
const DEPLOY_RUN = `${FIREBASE_CLI} deploy --config firebase.deploy.json --only hosting`;

describe('the trust rules (on samples)', () => {
  it('pass a deploy job that installs only the locked CLI and runs it with the hook-free config', () => {
    expect(workflowProblems(parseWorkflow(SAFE))).toEqual([]);
  });

  it.each([
    ['npm ci', `npm ci && ${DEPLOY_RUN}`],
    ['npm run', `npm run build && ${DEPLOY_RUN}`],
    ['a repository script through tsx', 'tsx scripts/deploy.ts'],
    ['node on a repository file', 'node scripts/fix-lockfile.mjs'],
    ['the project-local CLI', 'npx firebase deploy --config firebase.deploy.json'],
    [
      'a CLI fetched outside the lock',
      'npx --yes firebase-tools@15.37.0 deploy --config firebase.deploy.json',
    ],
    ['a deploy with the predeploy hook', `${FIREBASE_CLI} deploy --only hosting`],
    ['a shell script of the repository', 'bash .ci/deploy.sh'],
    ['another file next to the CLI', '.github/firebase-cli/deploy.sh'],
    ['the CLI piped into node', `${FIREBASE_CLI} --version && node -e 1`],
  ])('refuse a credentialed job that runs %s', (_what, run) => {
    expect(workflowProblems(broken(DEPLOY_RUN, run))).not.toEqual([]);
  });

  it.each([
    ['with install scripts', `npm ci --no-audit --no-fund --prefix ${FIREBASE_CLI_DIR}`],
    ['of the whole project', 'npm ci --ignore-scripts --no-audit --no-fund'],
    ['of a package by name', 'npm install --ignore-scripts firebase-tools@15.37.0'],
  ])('refuse a credentialed job that installs the CLI %s', (_what, run) => {
    expect(workflowProblems(broken(FIREBASE_CLI_INSTALL, run))).toEqual(
      expect.arrayContaining([expect.stringContaining(`runs npm: \`${run}\``)]),
    );
  });

  it('refuse an npm cache, a token left in .git/config and a movable tag', () => {
    expect(workflowProblems(broken('package-manager-cache: false', 'cache: npm'))).toEqual([
      expect.stringContaining('restores the npm cache (setup-node `cache`)'),
      expect.stringContaining('may restore the npm cache'),
    ]);
    expect(workflowProblems(broken(', package-manager-cache: false', ''))).toEqual([
      expect.stringContaining('may restore the npm cache'),
    ]);
    expect(
      workflowProblems(broken('{ persist-credentials: false }', '{ fetch-depth: 0 }')),
    ).toEqual(['deploy: actions/checkout leaves its token in .git/config']);
    expect(
      workflowProblems(
        broken(
          'actions/setup-node@a0853c24544627f65ddf259abe73b1d18a591444',
          'actions/setup-node@v5',
        ),
      ),
    ).toEqual(['deploy: actions/setup-node@v5 is not pinned to a commit SHA']);
  });

  it('refuse a credential on a branch other than main, and count secrets and default tokens', () => {
    expect(workflowProblems(broken("github.ref == 'refs/heads/main' && ", ''))).toEqual([
      'deploy: can reach a credential on a branch other than main',
    ]);
    const withSecret = broken('{ contents: read, id-token: write }', '{ contents: read }');
    expect(isPrivileged(withSecret.jobs!.deploy!, withSecret)).toBe(false);
    const secret = parseWorkflow(
      SAFE.replace('id-token: write', 'id-token: none').replace(
        'deploy --config',
        'deploy --token ${{ secrets.FIREBASE_TOKEN }} --config',
      ),
    );
    expect(isPrivileged(secret.jobs!.deploy!, secret)).toBe(true);
    const noPermissions = parseWorkflow('jobs: { a: { steps: [] } }');
    expect(isPrivileged(noPermissions.jobs!.a!, noPermissions)).toBe(true);
  });
});

describe('.github/workflows', () => {
  it('holds the publish and preview workflows', () => {
    expect(workflows.map(([name]) => name).sort()).toEqual(['deploy.yml', 'preview.yml']);
  });

  it.each(workflows)('%s: every run step is valid bash', (_n, text) => {
    // The schema check does not read the scripts; a lost quote would fail only on GitHub.
    const jobs = Object.entries(parseWorkflow(text).jobs ?? {});
    const scripts = jobs.flatMap(([job, { steps = [] }]) =>
      steps.flatMap((each, index) =>
        each.run ? [{ at: `${job} step ${index + 1}`, run: each.run }] : [],
      ),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const broken = scripts.flatMap(({ at, run }) => {
      const result = spawnSync('bash', ['-n', '-c', run], { encoding: 'utf8' });
      return result.status === 0 ? [] : [`${at}: ${result.stderr.trim()}`];
    });
    expect(broken).toEqual([]);
  });

  it.each(workflows)(
    '%s keeps every credential away from packages and project code',
    (_n, text) => {
      expect(workflowProblems(parseWorkflow(text))).toEqual([]);
    },
  );

  it('builds pull requests without any credential and deploys previews from main (workflow_run)', () => {
    const publish = parseWorkflow(workflows.find(([name]) => name === 'deploy.yml')![1]);
    const preview = parseWorkflow(workflows.find(([name]) => name === 'preview.yml')![1]);
    expect(isPrivileged(publish.jobs!.build!, publish)).toBe(false);
    expect(Object.keys(preview.on as object)).toEqual(['workflow_run']);
    expect(publish.jobs!.deploy!.needs).toBe('build');
    // The preview deploys only what main's own deploy guard has passed, with the settings the
    // pull request's site was built with.
    const check = preview.jobs!.check!;
    expect(isPrivileged(check, preview)).toBe(false);
    expect(check.steps!.map((step) => step.run)).toContain('npm run check:deploy');
    expect(preview.jobs!.preview!.needs).toEqual(['gate', 'check']);
    const buildEnv = publish.jobs!.build!.env as Record<string, string>;
    const guardSettings = Object.entries(buildEnv).filter(
      ([name]) => name.startsWith('NEXT_PUBLIC_') || name.startsWith('ALLOW_NO_'),
    );
    expect(check.env).toEqual(Object.fromEntries(guardSettings));
    // The audit reports; it never holds up a deploy.
    expect(publish.jobs!.audit!['continue-on-error']).toBe(true);
  });

  it('links each preview from the content manager: a commit status its Check for Preview finds', () => {
    const preview = parseWorkflow(workflows.find(([name]) => name === 'preview.yml')![1]);
    const job = preview.jobs!.preview!;
    expect(job.permissions).toMatchObject({ statuses: 'write' });
    const steps = job.steps as { name?: string; env?: Record<string, string>; run?: string }[];
    const link = steps.find((step) => step.run?.includes('/statuses/'))!;
    // After the deploy, on the commit the pull request's run built.
    expect(steps.indexOf(link)).toBeGreaterThan(
      steps.findIndex((step) => step.run?.includes('hosting:channel:deploy')),
    );
    expect(link.env).toMatchObject({
      SHA: '${{ github.event.workflow_run.head_sha }}',
      URL: '${{ steps.channel.outputs.url }}',
    });
    // The request it sends, as GitHub's CLI receives it (a stand-in on PATH records it).
    const temp = mkdtempSync(path.join(tmpdir(), 'status-'));
    try {
      const gh = path.join(temp, 'gh');
      writeFileSync(gh, '#!/bin/sh\nfor arg in "$@"; do printf \'%s\\n\' "$arg"; done > "$ARGS"\n');
      chmodSync(gh, 0o755);
      const url = 'https://team-sportivo--pr-12-abc123.web.app';
      const run = spawnSync('bash', ['-e', '-c', link.run!], {
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${temp}:${process.env.PATH}`,
          ARGS: path.join(temp, 'args'),
          GH_REPO: 'club/site',
          SHA: 'c0ffee',
          URL: url,
        },
      });
      expect(run.status).toBe(0);
      expect(readFileSync(path.join(temp, 'args'), 'utf8').trimEnd().split('\n')).toEqual([
        'api',
        '--method',
        'POST',
        'repos/club/site/statuses/c0ffee',
        '-f',
        'state=success',
        '-f',
        `context=${PREVIEW_STATUS_CONTEXT}`,
        '-f',
        `target_url=${url}`,
        '-f',
        'description=Preview for 7 days',
      ]);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
    // The name the content manager looks for (Decap's preview_context), and an event's draft
    // leads to the event's page there.
    const config = cmsConfig({ siteUrl: 'https://example.org' });
    expect(config.backend.preview_context).toBe(PREVIEW_STATUS_CONTEXT);
    const events = config.collections.find((collection) => collection.name === 'events')!;
    expect(events).toMatchObject({ preview_path: '/events/{{slug}}/' });
  });

  it('checks every half hour whether a rebuild is due, and deploys only a passed build from main', () => {
    const publish = parseWorkflow(workflows.find(([name]) => name === 'deploy.yml')![1]);
    const on = publish.on as { schedule?: { cron: string }[] };
    // :05 and :35 past each hour (UTC); 18:35 UTC is 00:05 in Kolkata (UTC+05:30).
    expect(on.schedule).toEqual([{ cron: '5,35 * * * *' }]);
    const { due, build, audit, deploy } = publish.jobs!;
    // Scheduled runs only; it can only read (one content file, the list of runs), and runs
    // nothing of the project.
    expect(due!.if).toBe("github.event_name == 'schedule'");
    expect(due!.permissions).toEqual({ contents: 'read', actions: 'read' });
    const [take, read] = due!.steps!;
    expect(take!.with).toMatchObject({ 'sparse-checkout': 'content/site.json' });
    expect(due!.steps).toHaveLength(2);
    expect(read!.run).not.toMatch(/\b(npm|npx|node|tsx)\b/);
    for (const job of [build!, audit!]) {
      expect(job.needs).toBe('due');
      expect(job.if).toBe("${{ !cancelled() && needs.due.outputs.due != 'false' }}");
    }
    expect(deploy!.needs).toBe('build');
    expect(deploy!.if).toContain("needs.build.result == 'success'");
    expect(deploy!.if).toContain("github.ref == 'refs/heads/main'");
  });

  it('never cancels a run on main, so a burst of saved results cannot stop a live deploy', () => {
    const publish = parseWorkflow(workflows.find(([name]) => name === 'deploy.yml')![1]) as {
      concurrency?: { 'cancel-in-progress'?: unknown };
    };
    expect(publish.concurrency?.['cancel-in-progress']).toBe(
      "${{ github.event_name == 'pull_request' }}",
    );
  });

  it('takes the short path for a content-only push and says in plain words why a build failed', () => {
    const publish = parseWorkflow(workflows.find(([name]) => name === 'deploy.yml')![1]);
    const steps = (publish.jobs!.build!.steps ?? []) as {
      name?: string;
      if?: string;
      run?: string;
    }[];
    const codeChecks = steps.find((step) => step.run?.includes('npm run lint'))!;
    expect(codeChecks.if).toBe("steps.changes.outputs.content_only != 'true'");
    // The build itself (whose first step checks every content file) always runs.
    expect(steps.find((step) => step.run?.startsWith('npm run build'))!.if).toBeUndefined();
    const summary = steps.find((step) => step.if === 'failure()')!;
    expect(summary.run).toContain('The site was not published');
    expect(summary.run).toContain('::error');
  });

  it('names each reason the deploy guard gave, on the summary and as annotations', () => {
    const publish = parseWorkflow(workflows.find(([name]) => name === 'deploy.yml')![1]);
    const steps = (publish.jobs!.build!.steps ?? []) as { if?: string; run?: string }[];
    expect(steps.find((step) => step.run?.startsWith('npm run check:deploy'))!.run).toBe(
      'npm run check:deploy 2>&1 | tee "$RUNNER_TEMP/guard.log"',
    );
    const temp = mkdtempSync(path.join(tmpdir(), 'summary-'));
    try {
      // The build passed (no content problem); the guard refused, as scripts/check-deploy.ts says.
      writeFileSync(path.join(temp, 'build.log'), 'Compiled successfully\n');
      const reason =
        'the contact form cannot send: set NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID and NEXT_PUBLIC_EMAILJS_TEMPLATE_ID (docs/deploying.md), or publish a contact page that offers "Email us instead" only with ALLOW_NO_EMAILJS=1';
      writeFileSync(
        path.join(temp, 'guard.log'),
        `> check:deploy\nDeploy refused: out/ is not fit to publish.\n  - ${reason}\n`,
      );
      const stepSummary = path.join(temp, 'summary.md');
      const run = spawnSync(
        'bash',
        ['-e', '-c', steps.find((step) => step.if === 'failure()')!.run!],
        {
          encoding: 'utf8',
          env: { ...process.env, RUNNER_TEMP: temp, GITHUB_STEP_SUMMARY: stepSummary },
        },
      );
      expect(run.status).toBe(0);
      expect(readFileSync(stepSummary, 'utf8')).toContain(`- ${reason}\n`);
      expect(readFileSync(stepSummary, 'utf8')).toContain('The deploy check refused the site');
      expect(run.stdout).toBe(`::error title=The site was not published::${reason}\n`);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });

  it('deploys with the Firebase CLI of its own lock file, the version the tests emulate with', () => {
    for (const [, text] of workflows.filter(([, text]) =>
      /\bfirebase\s+(deploy|hosting:)/.test(text),
    )) {
      expect(text).toContain(FIREBASE_CLI_INSTALL);
      expect(text).toContain(`${FIREBASE_CLI} `);
      expect(text).not.toMatch(/firebase-tools@/);
    }
    type Lock = { packages: Record<string, { version?: string; integrity?: string }> };
    const manifest = readJson(`${FIREBASE_CLI_DIR}/package.json`) as {
      dependencies: Record<string, string>;
    };
    const cliLock = readJson(`${FIREBASE_CLI_DIR}/package-lock.json`) as Lock;
    const projectLock = readJson('package-lock.json') as Lock;
    // One exact version, and nothing else at the top: the lock fixes the whole tree below it.
    expect(Object.keys(manifest.dependencies)).toEqual(['firebase-tools']);
    const version = manifest.dependencies['firebase-tools']!;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(cliLock.packages['node_modules/firebase-tools']).toMatchObject({
      version,
      integrity: expect.stringMatching(/^sha512-/),
    });
    // The emulators npm test runs on are the CLI that deploys (update both together).
    expect(projectLock.packages['node_modules/firebase-tools']!.version).toBe(version);
  });

  it('has Dependabot update the CLI in both lock files in one pull request', () => {
    type Update = {
      'package-ecosystem': string;
      directories?: string[];
      groups?: Record<string, { 'group-by'?: string; patterns?: string[] }>;
    };
    const config = parse(readFileSync('.github/dependabot.yml', 'utf8')) as { updates: Update[] };
    const npm = config.updates.filter((update) => update['package-ecosystem'] === 'npm');
    // One entry for both folders: two entries would always make two pull requests.
    expect(npm).toHaveLength(1);
    expect(npm[0]!.directories).toEqual(expect.arrayContaining(['/', `/${FIREBASE_CLI_DIR}`]));
    const groups = Object.values(npm[0]!.groups ?? {});
    const cli = groups.find((group) => group.patterns?.includes('firebase-tools'));
    // Without group-by a group covers one folder: one pull request per folder.
    expect(cli).toMatchObject({ 'group-by': 'dependency-name' });
  });
});

describe(DEPLOY_CONFIG, () => {
  it('is firebase.json without its hooks (run `npm run deploy-config` after editing firebase.json)', () => {
    expect(readJson(DEPLOY_CONFIG)).toEqual(deployConfig(readJson('firebase.json')));
    expect(JSON.stringify(readJson(DEPLOY_CONFIG))).not.toMatch(/predeploy|postdeploy/);
  });

  it('leaves firebase.json its predeploy for a deploy from a laptop', () => {
    expect(readJson('firebase.json')).toMatchObject({
      hosting: { predeploy: expect.arrayContaining(['npm run check:deploy']) },
    });
  });
});
