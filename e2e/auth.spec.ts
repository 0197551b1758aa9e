import type { Page, Request } from '@playwright/test';

import { getPageCopy } from '../lib/content/pages';
import { atPath, expect, test, trackNetwork } from './fixtures';
import { sdkIn, visit } from './support/page-cost';

// Runs against the real Firebase Auth emulator started by `npm run test:e2e`. Every account this
// spec makes is at auth.example.com, and those (only those: other specs, the slow phone's among
// them, sign in at the same time) are deleted before each test.
const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-team-sportivo';
const PASSWORD = 'correct-horse-7';
const OWN_DOMAIN = '@auth.example.com';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  // The emulator's admin calls accept the "owner" token.
  const admin = { Authorization: 'Bearer owner' };
  const api = `${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}`;
  const query = await request.post(`${api}/accounts:query`, { headers: admin, data: {} });
  expect(query.ok()).toBe(true);
  const { userInfo = [] } = (await query.json()) as {
    userInfo?: { localId: string; email?: string }[];
  };
  const own = userInfo.filter((user) => user.email?.endsWith(OWN_DOMAIN));
  if (own.length === 0) return;
  const removed = await request.post(`${api}/accounts:batchDelete`, {
    headers: admin,
    data: { localIds: own.map((user) => user.localId), force: true },
  });
  expect(removed.ok()).toBe(true);
});

async function createAccount(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      data: { email, password, returnSecureToken: true },
    },
  );
  expect(response.ok()).toBe(true);
}

function isAuthCall(request: Request, method: string) {
  return request.url().startsWith(EMULATOR) && request.url().includes(`/accounts:${method}`);
}

async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/signin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(atPath('/'));
}

const header = (page: Page) => page.locator('header');

test('sign up, see the avatar, sign out', async ({ page }) => {
  await page.goto('/signup/');
  await page.getByLabel('Email').fill('new.member@auth.example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);

  // Hold the emulator's answer to see the busy state and prove a second submit sends nothing.
  const signUps: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${EMULATOR}/**/accounts:signUp*`, async (route) => {
    signUps.push(route.request().url());
    await held;
    await route.continue();
  });
  const submit = page.getByRole('button', { name: 'Create Account' });
  await submit.click();
  const busy = page.getByRole('button', { name: 'Creating Account…' });
  await expect(busy).toBeDisabled();
  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  release();

  await expect(page).toHaveURL(atPath('/'));
  expect(signUps).toHaveLength(1);
  const trigger = header(page)
    .getByRole('button', { name: 'Account menu for new.member@auth.example.com' })
    .first();
  await expect(trigger).toBeVisible();
  await expect(trigger).toContainText('N');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('User');
  await expect(menu).toContainText('new.member@auth.example.com');
  await page.goto('/events/');
  await header(page)
    .getByRole('button', { name: /account menu/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(header(page).getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')),
    ),
  ).toBe(false);
});

test('sign-in and sign-up pages link to each other and offer Google', async ({ page }) => {
  await page.goto('/signin/');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(atPath('/signup/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    getPageCopy('signup').hero.title,
  );
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(atPath('/signin/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    getPageCopy('signin').hero.title,
  );
});

test('sign in with email and password', async ({ page }) => {
  await createAccount(page, 'captain@auth.example.com');
  await signInThroughForm(page, 'captain@auth.example.com');
  await expect(
    header(page).getByRole('button', { name: 'Account menu for captain@auth.example.com' }).first(),
  ).toBeVisible();
});

test('a page left signed out shows the account once the visitor signs in in another tab', async ({
  page,
  context,
}) => {
  await createAccount(page, 'tabs@auth.example.com');
  await page.goto('/about/');
  await expect(header(page).getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  const other = await context.newPage();
  await signInThroughForm(other, 'tabs@auth.example.com');
  // The first tab, never reloaded, follows.
  await expect(
    header(page).getByRole('button', { name: 'Account menu for tabs@auth.example.com' }).first(),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  // The sign-in form is done with: Back from the home page does not lead to it again.
  await other.goBack();
  await expect(other).not.toHaveURL(/\/signin\/$/);
  await other.close();
});

test('a wrong password shows a clear error under the fields', async ({ page }) => {
  await createAccount(page, 'captain@auth.example.com');
  await page.goto('/signin/');
  await page.getByLabel('Email').fill('captain@auth.example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'incorrect' });
  await expect(alert).toHaveText('The email or password is incorrect.');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveValue('captain@auth.example.com');
  await expect(page).toHaveURL(/\/signin\/$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('an email already in use is explained', async ({ page }) => {
  await createAccount(page, 'taken@auth.example.com');
  await page.goto('/signup/');
  await page.getByLabel('Email').fill('taken@auth.example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already' })).toHaveText(
    'An account with this email already exists. Sign in instead.',
  );
});

test('different passwords show "Passwords do not match" and send nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isAuthCall(request, 'signUp')) calls.push(request.url());
  });
  const network = trackNetwork(page);
  await page.goto('/signup/');
  await page.getByLabel('Email').fill('someone@auth.example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}-typo`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'match' })).toHaveText(
    'Passwords do not match',
  );
  await network.settled();
  expect(calls).toEqual([]);
});

test('a reload keeps the visitor signed in, with no flash of Sign In', async ({ page }) => {
  await createAccount(page, 'stays@auth.example.com');
  await signInThroughForm(page, 'stays@auth.example.com');
  await expect(
    header(page)
      .getByRole('button', { name: /account menu/i })
      .first(),
  ).toBeVisible();

  // Record what the header looked like at first paint of the reloaded page.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const link = document.querySelector('header [data-auth-slot] a[href="/signin/"]');
      (window as unknown as { signInVisibleAtLoad: boolean }).signInVisibleAtLoad =
        !!link && getComputedStyle(link).visibility !== 'hidden';
    });
  });
  await page.reload();
  expect(
    await page.evaluate(
      () => (window as unknown as { signInVisibleAtLoad: boolean }).signInVisibleAtLoad,
    ),
  ).toBe(false);
  await expect(
    header(page).getByRole('button', { name: 'Account menu for stays@auth.example.com' }).first(),
  ).toBeVisible();
});

test('a server error on the session check at a crowded venue does not sign the visitor out', async ({
  page,
}) => {
  await createAccount(page, 'venue@auth.example.com');
  await signInThroughForm(page, 'venue@auth.example.com');
  const account = header(page)
    .getByRole('button', { name: 'Account menu for venue@auth.example.com' })
    .first();
  await expect(account).toBeVisible();

  // Auth checks the saved session with accounts:lookup when a page opens; the overloaded cell
  // answers it with a 503 as Google's front end does.
  const lookup = `${EMULATOR}/**/accounts:lookup*`;
  const lookups: string[] = [];
  await page.route(lookup, (route) => {
    lookups.push(route.request().url());
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 503, message: 'UNAVAILABLE', errors: [] } }),
    });
  });
  const network = trackNetwork(page);
  await page.reload();
  await expect.poll(() => lookups.length).toBeGreaterThan(0);
  // Once Auth has handled the answer (the page has nothing left to do), the visitor is who
  // they were: 12.x signed them out here.
  await network.settled();
  await expect(account).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  // Once the signal is back, the same session is still there.
  await page.unroute(lookup);
  await page.reload();
  await expect(account).toBeVisible();
});

test('a signed-out visitor sees Sign In at first paint and never an avatar', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const link = document.querySelector('header [data-auth-slot] a[href="/signin/"]');
      (window as unknown as { signInVisibleAtLoad: boolean }).signInVisibleAtLoad =
        !!link && getComputedStyle(link).visibility === 'visible';
    });
  });
  const network = trackNetwork(page);
  await page.goto('/');
  expect(
    await page.evaluate(
      () => (window as unknown as { signInVisibleAtLoad: boolean }).signInVisibleAtLoad,
    ),
  ).toBe(true);
  // Once the page has done all it does by itself (session check included).
  await network.settled();
  await expect(header(page).getByRole('button', { name: /account menu/i })).toHaveCount(0);
});

test("a session another Firebase project left on the site is not this site's: Sign In, and no SDK", async ({
  page,
  baseURL,
}) => {
  // Last year's project (or another app on the same origin) kept its user under its own key.
  await page.addInitScript(() => {
    localStorage.setItem(
      'firebase:authUser:AIzaLastYearsProjectKey:[DEFAULT]',
      JSON.stringify({ uid: 'old-user', email: 'old@auth.example.com', stsTokenManager: {} }),
    );
  });
  const { scripts, foreign } = await visit(page, '/', new URL(baseURL!).origin);
  expect(await page.evaluate(() => 'session' in document.documentElement.dataset)).toBe(false);
  await expect(header(page).getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(header(page).getByRole('button', { name: /account menu/i })).toHaveCount(0);
  expect(scripts.flatMap(sdkIn)).toEqual([]);
  expect(foreign).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the mobile menu shows the signed-out links, then the account after sign-in', async ({
    page,
  }) => {
    await createAccount(page, 'mobile@auth.example.com');
    await page.goto('/');
    await page.locator('header summary[aria-label="Open menu"]').click();
    const panel = page.getByRole('navigation', { name: 'Mobile' }).locator('xpath=..');
    await expect(panel.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await panel.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin\/$/);

    await page.getByLabel('Email').fill('mobile@auth.example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(atPath('/'));
    await page.locator('header summary[aria-label="Open menu"]').click();
    const account = panel.getByRole('button', { name: 'Account menu for mobile@auth.example.com' });
    await expect(account).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    // The account menu opens over the open menu, which stays; Escape closes the account menu
    // only, and hands the focus back to its button.
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(page.locator('header summary[aria-label="Close menu"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveCount(0);
    await expect(account).toBeVisible();
    await expect(account).toBeFocused();
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    // Signed out on the home page: the menu, still open, offers Sign In again.
    await expect(page).toHaveURL(atPath('/'));
    await expect(panel.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test('Google sign-in signs in a Google-provider user (test-build hook)', async ({ page }) => {
  await page.addInitScript(() => {
    window.__E2E_GOOGLE_IDENTITY__ = {
      sub: 'google-4242',
      email: 'goalie@auth.example.com',
      name: 'Goalie Example',
    };
  });
  await page.goto('/signin/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(atPath('/'));
  const trigger = header(page)
    .getByRole('button', { name: 'Account menu for goalie@auth.example.com' })
    .first();
  await expect(trigger).toBeVisible();
  const provider = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'));
    const user = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
      providerData?: { providerId: string }[];
    };
    return user.providerData?.[0]?.providerId;
  });
  expect(provider).toBe('google.com');
});

test('token sync: POST with a fresh bearer token on sign-in, DELETE on sign-out', async ({
  page,
}) => {
  await createAccount(page, 'sync@auth.example.com');
  const calls: { method: string; authorization?: string }[] = [];
  await page.route('**/api/session/', (route) => {
    calls.push({
      method: route.request().method(),
      authorization: route.request().headers().authorization,
    });
    return route.fulfill({ status: 204 });
  });
  await signInThroughForm(page, 'sync@auth.example.com');
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]?.method).toBe('POST');
  const token = calls[0]?.authorization?.replace(/^Bearer /, '') ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    iat: number;
    email: string;
  };
  expect(payload.email).toBe('sync@auth.example.com');
  expect(Date.now() / 1000 - payload.iat).toBeLessThan(5 * 60);

  await header(page)
    .getByRole('button', { name: /account menu/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect.poll(() => calls.length).toBe(2);
  expect(calls[1]).toEqual({ method: 'DELETE', authorization: `Bearer ${token}` });
});
