import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

/** An image's src, relative in the HTML or absolute once next/image has hydrated. */
function srcOf(path: string): RegExp {
  return new RegExp(`^(https?://[^/]+)?${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

type Committee = {
  path: string;
  title: string;
  folder: string;
  /** [name, photo file, position] in the order the page must show them (by file number). */
  members: [string, string, string?][];
};

const MENTORS: Committee = {
  path: '/teams/mentors/',
  title: 'Mentors',
  folder: 'leader',
  members: [
    ['Dr. Meera Example', '1_meera-example.svg', 'Head Mentor'],
    ['Arjun Sample', '2_arjun-sample.svg', 'President'],
    ['Prof. Kabir Placeholder', '3_kabir-placeholder.svg', 'Faculty Mentor'],
    ['Prof. Nandini Example', '4_nandini-example.svg', 'Faculty Mentor, Sports'],
    ['Ritwik Sample', '5_ritwik-sample.svg', 'Alumni Mentor'],
  ],
};

const CORE: Committee = {
  path: '/teams/cc/',
  title: 'Core Committee',
  folder: 'CC',
  members: [
    ['Aditi Example', '1_aditi-example.svg'],
    ['Rahul Sample', '2_rahul-sample.svg'],
    ['Sneha Placeholder', '3_sneha-placeholder.svg'],
    ['Vikram Example', '4_vikram-example.svg'],
    ['Priya Sample', '5_priya-sample.svg'],
    ['Sourav Placeholder', '6_sourav-placeholder.svg'],
    ['Tanya Example', '7_tanya-example.svg'],
    ['Nikhil Sample', '8_nikhil-sample.svg'],
    ['Pooja Placeholder', '9_pooja-placeholder.svg'],
    ['Aniket Example', '10_aniket-example.svg'],
    ['Ria Sample', '11_ria-sample.svg'],
    ['Dev Placeholder', '12_dev-placeholder.svg'],
  ],
};

const WORKING: Committee = {
  path: '/teams/wc/',
  title: 'Working Committee',
  folder: 'WC',
  members: [
    ['Karan Example', '1_karan-example.svg'],
    ['Moumita Sample', '2_moumita-sample.svg'],
    ['Sayan Placeholder', '3_sayan-placeholder.svg'],
    ['Ishita Example', '4_ishita-example.svg'],
    ['Debjit Sample', '5_debjit-sample.svg'],
    ['Ankita Placeholder', '6_ankita-placeholder.svg'],
    ['Rohit Example', '7_rohit-example.svg'],
    ['Shreya Sample', '8_shreya-sample.svg'],
    ['Arnab Placeholder', '9_arnab-placeholder.svg'],
    ['Payel Example', '10_payel-example.svg'],
  ],
};

const COMMITTEES = [MENTORS, CORE, WORKING];

async function expectMembers(page: Page, committee: Committee) {
  await expect(page.getByRole('heading', { level: 1, name: committee.title })).toBeVisible();
  const items = page
    .getByRole('list', { name: `${committee.title} members` })
    .getByRole('listitem');
  // In file-number order (2 before 10), although content/committee.ts lists them otherwise.
  await expect(items).toHaveCount(committee.members.length);
  await expect(items).toContainText(committee.members.map(([name]) => name));
  for (const [index, [name, file, position]] of committee.members.entries()) {
    const item = items.nth(index);
    const photo = item.getByRole('img', { name: `Photo of ${name}` });
    await expect(photo).toHaveAttribute('src', srcOf(`/images/teams/${committee.folder}/${file}`));
    await expect(item.getByText(name, { exact: true })).toBeVisible();
    if (position) await expect(item.getByText(position, { exact: true })).toBeVisible();
  }
}

for (const committee of COMMITTEES) {
  test(`${committee.title}: every member's photo and name, in file-number order`, async ({
    page,
  }) => {
    await page.goto(committee.path);
    await expectMembers(page, committee);
    const first = page.getByRole('img', { name: `Photo of ${committee.members[0]![0]}` });
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Core and working committee members have no position.
    if (committee !== MENTORS) await expect(page.getByText('Head Mentor')).toHaveCount(0);
  });
}

test('a photo that fails to load shows the placeholder portrait', async ({ page }) => {
  await page.route('**/images/teams/CC/2_rahul-sample.svg', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await page.goto('/teams/cc/');
  const broken = page.getByRole('img', { name: 'Photo of Rahul Sample' });
  await expect(broken).toHaveAttribute('src', srcOf('/images/placeholders/portrait.svg'));
  await expect
    .poll(() => broken.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByRole('img', { name: 'Photo of Aditi Example' })).toHaveAttribute(
    'src',
    srcOf('/images/teams/CC/1_aditi-example.svg'),
  );
});

test('the volunteers page says Coming Soon!!', async ({ page }) => {
  await page.goto('/teams/volunteers/');
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming Soon!!', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Volunteers members' })).toHaveCount(0);
});

test('the committee pages are reachable from the header menu', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Our Committee', { exact: true }).click();
  await nav.getByRole('link', { name: 'Working Committee' }).click();
  await expect(page).toHaveURL(/\/teams\/wc\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Working Committee' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const committee of COMMITTEES) {
    test(`${committee.title} lists every member`, async ({ page }) => {
      await page.goto(committee.path);
      await expectMembers(page, committee);
    });
  }

  test('Volunteers says Coming Soon!!', async ({ page }) => {
    await page.goto('/teams/volunteers/');
    await expect(page.getByRole('heading', { name: 'Coming Soon!!', exact: true })).toBeVisible();
  });
});
