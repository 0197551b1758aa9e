import type { Page } from '@playwright/test';

import {
  COMMITTEE_FOLDERS,
  getCommittee,
  type CommitteeId,
  type CommitteeMember,
} from '../lib/content/committee';
import { getPageCopy } from '../lib/content/pages';
import { PORTRAIT_PLACEHOLDER } from '../lib/images/placeholders';
import { byNumericPrefix } from '../lib/utils';
import { expect, needed, test } from './fixtures';

/** An image's src, relative in the HTML or absolute once next/image has hydrated. */
function srcOf(path: string): RegExp {
  return new RegExp(`^(https?://[^/]+)?${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

type Committee = {
  id: CommitteeId;
  path: string;
  /** Its page's heading (content/pages.json), which also names its list of members. */
  title: string;
  /** Its members, read through the loader, in the order the page must show them. */
  members: CommitteeMember[];
};

const committee = (id: CommitteeId, path: string): Committee => ({
  id,
  path,
  title: getPageCopy(id).hero.title,
  // By file number (2 before 10; a photo without one after, by name), whatever order
  // content/committee.json lists them in.
  members: [...getCommittee(id)].sort((a, b) => byNumericPrefix(a.photo, b.photo)),
});

const MENTORS = committee('mentors', '/teams/mentors/');
const CORE = committee('cc', '/teams/cc/');
const WORKING = committee('wc', '/teams/wc/');
const VOLUNTEERS = committee('volunteers', '/teams/volunteers/');
// A committee with no member yet says "Coming Soon!!" instead (the volunteers, today).
const COMMITTEES = [MENTORS, CORE, WORKING, VOLUNTEERS].filter((each) => each.members.length > 0);
const EMPTY = [MENTORS, CORE, WORKING, VOLUNTEERS].filter((each) => each.members.length === 0);

async function expectMembers(page: Page, committee: Committee) {
  await expect(
    page.getByRole('heading', { level: 1, name: committee.title, exact: true }),
  ).toBeVisible();
  const items = page
    .getByRole('list', { name: `${committee.title} members`, exact: true })
    .getByRole('listitem');
  // In file-number order (2 before 10), although content/committee.ts lists them otherwise.
  await expect(items).toHaveCount(committee.members.length);
  await expect(items).toContainText(committee.members.map((member) => member.name));
  for (const [index, member] of committee.members.entries()) {
    const item = items.nth(index);
    const photo = item.getByRole('img', { name: `Photo of ${member.name}` });
    await expect(photo).toHaveAttribute(
      'src',
      srcOf(`/images/teams/${COMMITTEE_FOLDERS[committee.id]}/${encodeURIComponent(member.photo)}`),
    );
    await expect(item.getByText(member.name, { exact: true })).toBeVisible();
    if (member.position) {
      await expect(item.getByText(member.position, { exact: true })).toBeVisible();
    }
  }
}

for (const committee of COMMITTEES) {
  test(`${committee.title}: every member's photo and name, in file-number order`, async ({
    page,
  }) => {
    await page.goto(committee.path);
    await expectMembers(page, committee);
    const first = page.getByRole('img', { name: `Photo of ${committee.members[0]!.name}` });
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Only mentors have a position.
    if (committee !== MENTORS) {
      for (const mentor of MENTORS.members.filter((each) => each.position)) {
        await expect(page.getByText(mentor.position!, { exact: true })).toHaveCount(0);
      }
    }
  });
}

test('a photo that fails to load shows the placeholder portrait', async ({ page }) => {
  // The first committee with two members whose photos are files of their own.
  const withPhoto = (members: CommitteeMember[]) =>
    members.filter((member) => member.src !== PORTRAIT_PLACEHOLDER);
  const shown = needed(
    COMMITTEES.find((each) => withPhoto(each.members).length > 1),
    'a committee with two photos',
  );
  const [kept, broken] = withPhoto(shown.members) as [CommitteeMember, CommitteeMember];
  await page.route(`**${broken.src}`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await page.goto(shown.path);
  const image = page.getByRole('img', { name: `Photo of ${broken.name}` });
  await expect(image).toHaveAttribute('src', srcOf(PORTRAIT_PLACEHOLDER));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByRole('img', { name: `Photo of ${kept.name}` })).toHaveAttribute(
    'src',
    srcOf(kept.src),
  );
});

for (const empty of EMPTY) {
  test(`${empty.title}, with no member yet, says Coming Soon!!`, async ({ page }) => {
    await page.goto(empty.path);
    await expect(
      page.getByRole('heading', { level: 1, name: empty.title, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming Soon!!', exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: `${empty.title} members`, exact: true }),
    ).toHaveCount(0);
  });
}

test('the committee pages are reachable from the header menu', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Our Committee', { exact: true }).click();
  await nav.getByRole('link', { name: 'Working Committee' }).click();
  await expect(page).toHaveURL(/\/teams\/wc\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: WORKING.title, exact: true }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const committee of COMMITTEES) {
    test(`${committee.title} lists every member`, async ({ page }) => {
      await page.goto(committee.path);
      await expectMembers(page, committee);
    });
  }

  for (const empty of EMPTY) {
    test(`${empty.title} says Coming Soon!!`, async ({ page }) => {
      await page.goto(empty.path);
      await expect(page.getByRole('heading', { name: 'Coming Soon!!', exact: true })).toBeVisible();
    });
  }
});
