import path from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';

import { RESULTS_EDITOR_PATH } from '../../lib/cms/config';
import {
  SIGN_IN_LOST,
  SIGN_IN_LOST_PUBLISHING,
  SIGN_IN_LOST_SAVING,
} from '../../lib/cms/github-sign-in';
import { SIGN_IN_BLOCKED } from '../../lib/cms/sign-in-window';
import { readEventFiles } from '../../lib/events/content';
import type { DrawResult } from '../../lib/events/draw/bracket';
import { readDrawFiles } from '../../lib/events/draw/load';
import { expectNoAxeViolations } from '../support/axe';
import { watchPageProblems } from '../support/csp-violations';
import { acceptDialogs, field, pressPublish } from '../support/decap';
import { gitHubStandIn, type GitHubStandIn } from '../support/github-stand-in';
import { escapeRegExp } from '../support/regexp';
import { PRODUCTION_SETTINGS } from './settings';

// An organiser signs in to the content manager on the site as it is deployed: the production
// build (its configuration from .env.local: the repository, the OAuth client CMS_AUTH_URL), served
// by the Hosting emulator with firebase.json (the /admin/ policy, the opener policy). Services that
// cannot run here are answered at the network boundary: the OAuth client (a Cloud Function under
// a path, as docs/deploying.md describes one: its /auth page ends with Decap's handshake) and
// GitHub (e2e/support/github-stand-in.ts, a real git repository of this copy's content behind
// its API). Then what goes wrong around it: an account without write access, a sign-in the
// client reports refused, a browser that blocks the sign-in window, a token GitHub drops
// mid-fest, and an outage on GitHub's side.

const CLIENT = new URL(PRODUCTION_SETTINGS.CMS_AUTH_URL);
/** Where Decap opens its popup: the client's /auth, under the client's own path. */
const CLIENT_AUTH = `${CLIENT.origin}${CLIENT.pathname}/auth`;
const REPO = PRODUCTION_SETTINGS.CMS_GITHUB_REPO;

/**
 * What the OAuth client says once GitHub has answered it: the token GitHub issues at that
 * sign-in, or why there is none.
 */
type Outcome = { token: () => string } | { error: string };

/**
 * Answers the OAuth client's address for every page of `context` (the popup is a page of its
 * own): its /auth page runs the end of a sign-in as docs/deploying.md tells a self-hosted client
 * to (announce `authorizing:github` to the site, and once the site answers, post the outcome to
 * it). Returns the addresses the popup was opened at.
 */
async function oauthClient(context: BrowserContext, site: string, outcome: Outcome) {
  const opened: string[] = [];
  await context.route(`${CLIENT.origin}/**`, async (route) => {
    const message =
      'token' in outcome
        ? `authorization:github:success:${JSON.stringify({ token: outcome.token(), provider: 'github' })}`
        : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
    const url = route.request().url();
    opened.push(url);
    if (`${new URL(url).origin}${new URL(url).pathname}` !== CLIENT_AUTH) {
      await route.fulfill({ status: 404, body: 'Not found' });
      return;
    }
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><title>Signing in</title><p>Signing in with GitHub…</p>
<script>
  const site = ${JSON.stringify(site)};
  window.addEventListener('message', (event) => {
    if (event.origin !== site || event.data !== 'authorizing:github') return;
    window.opener.postMessage(${JSON.stringify(message)}, event.origin);
  });
  window.opener.postMessage('authorizing:github', site);
</script>`,
    });
  });
  return opened;
}

/** Decap's stored organiser (null: nobody is signed in). */
function storedUser(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null') as {
        token?: string;
        login?: string;
        backendName?: string;
      } | null,
  );
}

type StandIns = { github: GitHubStandIn; opened: string[] };

/**
 * `standIns()` answers, for the test's page, GitHub (`push`: whether the account may write) and
 * the OAuth client, which hands over the organiser's token or says the sign-in was `refused`;
 * `opened` lists the addresses the popup was opened at. GitHub's repository is removed after.
 */
const test = base.extend<{
  standIns: (how?: { push?: boolean; refused?: string }) => Promise<StandIns>;
}>({
  // `provide` is Playwright's `use` (named so that the React hooks lint rule leaves it alone).
  standIns: async ({ page, context, baseURL }, provide) => {
    const made: GitHubStandIn[] = [];
    await provide(async ({ push, refused } = {}) => {
      const github = gitHubStandIn(process.cwd(), REPO, { push });
      made.push(github);
      await github.serve(page);
      const site = new URL(baseURL!).origin;
      const outcome = refused ? { error: refused } : { token: () => github.signedIn.token };
      return { github, opened: await oauthClient(context, site, outcome) };
    });
    for (const github of made) github.remove();
  },
});

/** Taps "Login with GitHub" and returns the popup it opened (already closed once done). */
async function tapLogin(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  return popup;
}

/** Log Out, then Login with GitHub again: GitHub gives the phone a new token. */
async function signInAgain(page: Page, github: GitHubStandIn) {
  await page.getByRole('button', { name: 'Account options dropdown' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await tapLogin(page);
  // Decap keeps the new token once the handshake is done ("Logging in..." hides the button
  // before that).
  await expect.poll(async () => (await storedUser(page))?.token).toBe(github.signedIn.token);
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeHidden();
}

test.describe('signing in to the content manager on the site, on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('GitHub signs the organiser in through the club’s OAuth client; the editors open, and stay open', async ({
    page,
    standIns,
  }) => {
    const { github, opened } = await standIns();
    const problems = await watchPageProblems(page);

    await page.goto('/admin/');
    const popup = await tapLogin(page);
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    // Decap closed it once it had the token.
    expect(popup.isClosed()).toBe(true);

    // The popup asked the club's client (not Netlify's default) for GitHub, with the narrowest
    // scope that lets an organiser commit.
    expect(opened).toHaveLength(1);
    const asked = new URL(opened[0]!);
    expect(`${asked.origin}${asked.pathname}`).toBe(CLIENT_AUTH);
    expect(asked.searchParams.get('provider')).toBe('github');
    expect(asked.searchParams.get('scope')).toBe('public_repo');
    // Decap keeps the token the client handed over, and GitHub was asked with it: who the
    // organiser is, and whether their account may write to the club's repository.
    expect(await storedUser(page)).toMatchObject({
      backendName: 'github',
      token: github.signedIn.token,
      login: github.signedIn.login,
    });
    const read = github.requests.map(({ method, path }) => `${method} ${path}`);
    expect(read).toContain('GET /user');
    expect(read).toContain(`GET /repos/${REPO}`);
    expect(new Set(github.requests.map(({ authorization }) => authorization))).toEqual(
      new Set([`token ${github.signedIn.token}`]),
    );

    // The events, read from GitHub with that token.
    const event = readEventFiles()[0]!.data as { title: string };
    await page.goto('/admin/#/collections/events');
    await expect(page.getByText(event.title, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A reload, or the results editor on the same site: still signed in, no second popup.
    await page.reload();
    await expect(page.getByText(event.title, { exact: true })).toBeVisible();
    await page.goto('/admin/results/');
    await expect(page.getByRole('heading', { name: 'Draws and results', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeHidden();
    expect(opened).toHaveLength(1);

    // Log out: the token is gone from this phone, and the sign-in is back.
    await page.getByRole('button', { name: 'Account options dropdown' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    expect(problems).toEqual([]);
  });

  test('an account without write access is told so, nothing is kept, and once added it signs in', async ({
    page,
    standIns,
  }) => {
    const { github } = await standIns({ push: false });

    await page.goto('/admin/');
    await tapLogin(page);
    // Decap's words; docs/organisers.md says what to do about them.
    await expect(
      page.getByText('Your GitHub user account does not have access to this repo.'),
    ).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    await expectNoAxeViolations(page);
    // The sign-in has ended: the button is there to press again (lib/cms/decap-patch.ts; Decap
    // left it "Logging in...", disabled, until a reload). Once the club has added the account,
    // the same button signs the organiser in.
    github.grantWriteAccess();
    await tapLogin(page);
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ token: github.signedIn.token });
  });

  test('a sign-in GitHub refused shows the client’s reason, and can be tried again', async ({
    page,
    standIns,
  }) => {
    const reason = 'The organiser cancelled the sign-in on GitHub.';
    const { github } = await standIns({ refused: reason });

    await page.goto('/admin/');
    const popup = await tapLogin(page);
    await expect(page.getByText(reason)).toBeVisible();
    expect(popup.isClosed()).toBe(true);
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeEnabled();
    expect(await storedUser(page)).toBeNull();
    // Nothing reached GitHub without a token.
    expect(github.requests).toEqual([]);
  });

  test('a browser that blocks the sign-in window says so, and signs in once it allows it', async ({
    page,
    standIns,
  }) => {
    await standIns();
    // A pop-up blocker: window.open gives the page no window until the organiser allows them.
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      const allowed = () => (window as { popupsAllowed?: boolean }).popupsAllowed === true;
      window.open = (...args) => (allowed() ? open(...args) : null);
    });
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login with GitHub' }).click();
    // Decap alone did nothing visible (lib/cms/sign-in-window.ts).
    const notice = page.getByRole('alert').filter({ hasText: SIGN_IN_BLOCKED });
    await expect(notice).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeInViewport({
      ratio: 1,
    });
    await expectNoAxeViolations(page);
    expect(await storedUser(page)).toBeNull();

    await page.evaluate(() => {
      (window as { popupsAllowed?: boolean }).popupsAllowed = true;
    });
    await tapLogin(page);
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('a phone GitHub signed out keeps the result typed, and publishes it once signed in again', async ({
    page,
    standIns,
  }) => {
    const { github } = await standIns();
    const dialogs = acceptDialogs(page);
    type Draw = { results: DrawResult[] };
    const scored = (result: DrawResult) => Boolean(result.score) && !result.walkover;
    const entry = readDrawFiles().find((file) => (file.data as Draw).results.some(scored))!;
    const id = path.basename(entry.file, '.json');
    const result = (entry.data as Draw).results.find(scored)!;
    const score = result.score === '9-0' ? '8-0' : '9-0';
    const onMain = () =>
      (JSON.parse(github.git('show', `main:${entry.file}`)) as Draw).results.find(
        (each) => each.match === result.match,
      )!.score;
    const resultButton = page.getByRole('button', {
      name: new RegExp(`^Result \\d+ ${escapeRegExp(result.match)} `),
    });

    const signedIn = page.getByRole('heading', { name: 'Collections' });
    await page.goto(RESULTS_EDITOR_PATH);
    await tapLogin(page);
    await expect(signedIn).toBeVisible();
    await page.goto(`${RESULTS_EDITOR_PATH}#/collections/draws/entries/${id}`);
    await resultButton.click();
    await page.getByRole('textbox', { name: 'Score', exact: true }).fill(score);
    // Meanwhile GitHub stops accepting this phone's token (revoked, or the oldest of more than
    // ten sign-ins). Publish says so and how to get back in (Decap alone: "API_ERROR: Bad
    // credentials"), before anything is written.
    github.revokeToken();
    await pressPublish(page);
    await expect(page.getByText(`Failed to persist entry: ${SIGN_IN_LOST}`)).toBeVisible();
    expect(github.requests.filter(({ method }) => method !== 'GET')).toEqual([]);
    expect(onMain()).toBe(result.score);

    // As it says: Log Out, log in with GitHub again (a new token), OK to the backup Decap
    // offers, and the form is back as typed, to publish.
    await signInAgain(page, github);
    await expect(resultButton).toHaveAccessibleName(new RegExp(` won ${score}$`));
    expect(dialogs).toEqual([
      'A local backup was recovered for this entry, would you like to use it?',
    ]);
    await pressPublish(page);
    await expect(page.getByText('Changes saved')).toBeVisible();
    expect(onMain()).toBe(score);
  });

  test('in the content manager, a change saved or published after GitHub signed the phone out is kept, and goes once signed in again', async ({
    page,
    standIns,
  }) => {
    const { github } = await standIns();
    const dialogs = acceptDialogs(page);
    const entry = readEventFiles()[0]!;
    const id = path.basename(entry.file, '.json');
    const original = entry.data as { location: string };
    const location = `${original.location}, Court 2`;
    const branch = `cms/events/${id}`;
    const saved = (ref: string) =>
      (JSON.parse(github.git('show', `${ref}:${entry.file}`)) as { location: string }).location;
    const writes = () => github.requests.filter(({ method }) => method !== 'GET');

    await page.goto('/admin/');
    await tapLogin(page);
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    await page.goto(`/admin/#/collections/events/entries/${id}`);
    await field(page, 'Location').fill(location);
    // GitHub stops accepting this phone's token. Save says so and how to get back in (Decap
    // alone: "API_ERROR: Bad credentials"), before anything is written.
    github.revokeToken();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Failed to persist entry: ${SIGN_IN_LOST_SAVING}`)).toBeVisible();
    expect(writes()).toEqual([]);

    // As it says: Log Out, Login, OK to the backup; what was typed is back, and saves as a draft.
    await signInAgain(page, github);
    await expect(field(page, 'Location')).toHaveValue(location);
    expect(dialogs).toEqual([
      'A local backup was recovered for this entry, would you like to use it?',
    ]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible();
    expect(saved(branch)).toBe(location);

    // Signed out again before publishing the draft (set Ready): Publish says so, nothing is
    // merged, the draft stays; signed in again, it publishes.
    await page.getByRole('button', { name: 'Status: Draft' }).click();
    await page.getByRole('menuitem', { name: 'Ready' }).click();
    await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
    const beforePublish = writes().length;
    github.revokeToken();
    await pressPublish(page);
    await expect(page.getByText(`Failed to publish: ${SIGN_IN_LOST_PUBLISHING}`)).toBeVisible();
    expect(writes()).toHaveLength(beforePublish);
    expect(saved('main')).toBe(original.location);
    await signInAgain(page, github);
    await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
    await pressPublish(page);
    await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
    expect(saved('main')).toBe(location);
  });

  test('when GitHub reports an outage, the signed-in organiser is told where to look', async ({
    page,
    standIns,
  }) => {
    // Decap asks GitHub's status page every five minutes; the page's clock is moved on instead.
    await page.clock.install();
    const { github } = await standIns();
    const problems = await watchPageProblems(page);
    // Decap gives each request 60 s of the page's clock: the jump waits until none is on its way.
    const onTheirWay = new Set<Request>();
    page.on('request', (request) => {
      if (request.url().startsWith('https://api.github.com/')) onTheirWay.add(request);
    });
    const arrived = (request: Request) => onTheirWay.delete(request);
    page.on('requestfinished', arrived);
    page.on('requestfailed', arrived);
    await page.goto('/admin/');
    await tapLogin(page);
    const event = readEventFiles()[0]!.data as { title: string };
    await expect(page.getByText(event.title, { exact: true })).toBeVisible();
    await expect.poll(() => onTheirWay.size).toBe(0);

    github.reportOutage();
    await page.clock.fastForward('05:01');
    // Decap's toast, with GitHub's status page: the policy lets the check through.
    await expect(
      page.getByText(
        'The backend service is experiencing an outage. See https://www.githubstatus.com for more information',
      ),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });
});
