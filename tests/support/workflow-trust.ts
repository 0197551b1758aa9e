/**
 * The trust rules of the GitHub workflows, as a function over their parsed YAML: which jobs can
 * reach a credential, and what such a job must never do. tests/workflows/workflows.test.ts runs
 * it over .github/workflows/ and over small broken samples (so a rule that stopped matching
 * would show).
 */
import { parse } from 'yaml';

/**
 * The Firebase CLI the deploy jobs run: installed from its own lock file (every package at a
 * fixed version and checksum), with no install script, and run from where that puts it.
 */
export const FIREBASE_CLI_DIR = '.github/firebase-cli';
export const FIREBASE_CLI_INSTALL = `npm ci --ignore-scripts --no-audit --no-fund --prefix ${FIREBASE_CLI_DIR}`;
export const FIREBASE_CLI = `${FIREBASE_CLI_DIR}/node_modules/.bin/firebase`;
/** The configuration without predeploy hooks (scripts/deploy-config.ts writes it). */
export const DEPLOY_CONFIG = 'firebase.deploy.json';

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown> };
type Job = {
  if?: string;
  permissions?: unknown;
  steps?: Step[];
  uses?: string;
  [key: string]: unknown;
};
export type Workflow = {
  on?: unknown;
  permissions?: unknown;
  jobs?: Record<string, Job>;
};

export function parseWorkflow(text: string): Workflow {
  return parse(text) as Workflow;
}

/** The events a workflow runs on. */
export function triggers(workflow: Workflow): string[] {
  const on = workflow.on;
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return on && typeof on === 'object' ? Object.keys(on) : [];
}

/**
 * Whether a job can reach a credential: it may write with the GitHub token, mint an OIDC token
 * (id-token: write), or names a secret. A job without permissions of its own or of its
 * workflow gets the repository's default token, which may write: counted as privileged.
 */
export function isPrivileged(job: Job, workflow: Workflow): boolean {
  if (JSON.stringify(job).includes('secrets.')) return true;
  const permissions = job.permissions ?? workflow.permissions;
  if (permissions === undefined || permissions === 'write-all') return true;
  if (typeof permissions === 'string') return permissions !== 'read-all';
  return Object.values(permissions as Record<string, string>).includes('write');
}

/** One shell command per line of a `run:` block, continuation lines joined. */
function commands(run: string): string[] {
  return run
    .replace(/\\\n/g, ' ')
    .split(/\n|&&|\|\||;/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

const RUNS_PROJECT_CODE: [RegExp, string][] = [
  [/\bnpm\s+(ci|install|i|add|update|rebuild|run|run-script|test|start|exec|x)\b/, 'runs npm'],
  [/\b(yarn|pnpm|bun|tsx|ts-node|make)\b/, 'runs a package manager or the project'],
  [/(^|[\s;(])node(\s|$)/, 'runs node'],
  [/(^|\s)(\.{1,2}\/|scripts\/|\.ci\/|\.github\/)/, "runs a file of the repository's"],
  [/\b(bash|sh|source)\s+[\w.~/-]+/, 'runs a script file'],
  [/\bnpx\b/, 'fetches a package outside any lock file (npx)'],
];

/**
 * What of a command to hold to the rules above: all of it, but for the Firebase CLI's install
 * (nothing) and the CLI itself (its arguments), the one package code such a job may run.
 */
function checkedPart(command: string): string {
  if (command === FIREBASE_CLI_INSTALL) return '';
  return command.startsWith(`${FIREBASE_CLI} `) ? command.slice(FIREBASE_CLI.length) : command;
}

/** Why a step of a privileged job is unsafe; empty when it is not. */
function stepProblems(step: Step): string[] {
  const problems: string[] = [];
  const uses = step.uses ?? '';
  if (/^actions\/cache\b/.test(uses)) problems.push('restores a cache');
  if (/^actions\/setup-node\b/.test(uses)) {
    if (step.with?.cache) problems.push('restores the npm cache (setup-node `cache`)');
    // setup-node 5 caches by itself when package.json names npm as its package manager.
    if (step.with?.['package-manager-cache'] !== false) {
      problems.push(
        'may restore the npm cache (setup-node without `package-manager-cache: false`)',
      );
    }
  }
  if (/^actions\/checkout\b/.test(uses) && (step.with?.ref || step.with?.repository)) {
    problems.push('checks out another revision than the one the workflow was defined at');
  }
  for (const command of commands(step.run ?? '')) {
    const checked = checkedPart(command);
    for (const [pattern, what] of RUNS_PROJECT_CODE) {
      if (pattern.test(checked)) problems.push(`${what}: \`${command}\``);
    }
    if (/\bfirebase\s+(deploy|hosting:channel:deploy)\b/.test(command)) {
      if (!command.includes(`--config ${DEPLOY_CONFIG}`)) {
        problems.push(`deploys without --config ${DEPLOY_CONFIG} (predeploy would run)`);
      }
    }
  }
  return problems;
}

/** Every broken rule of one workflow, "<job>: <what>" each. */
export function workflowProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  const on = triggers(workflow);
  if (on.includes('pull_request_target')) {
    problems.push('runs on pull_request_target (a pull request with the base branch credentials)');
  }
  for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
    const steps = job.steps ?? [];
    for (const step of steps) {
      const uses = step.uses ?? '';
      if (uses && !uses.startsWith('./') && !/@[0-9a-f]{40}$/.test(uses)) {
        problems.push(`${id}: ${uses} is not pinned to a commit SHA`);
      }
      if (/^actions\/checkout\b/.test(uses) && step.with?.['persist-credentials'] !== false) {
        problems.push(`${id}: actions/checkout leaves its token in .git/config`);
      }
    }
    if (!isPrivileged(job, workflow)) continue;
    if (job.uses) problems.push(`${id}: calls another workflow with a credential`);
    for (const step of steps) {
      for (const problem of stepProblems(step)) {
        problems.push(
          `${id} (can reach a credential): ${step.name ?? step.uses ?? 'a step'} ${problem}`,
        );
      }
    }
    // A credential in a workflow a branch or a pull request runs: main only.
    const fromBranches = on.some((event) =>
      ['push', 'pull_request', 'workflow_dispatch', 'schedule'].includes(event),
    );
    const condition = job.if ?? '';
    if (
      fromBranches &&
      !(
        condition.includes("github.ref == 'refs/heads/main'") &&
        condition.includes("github.event_name != 'pull_request'")
      )
    ) {
      problems.push(`${id}: can reach a credential on a branch other than main`);
    }
  }
  return problems;
}
