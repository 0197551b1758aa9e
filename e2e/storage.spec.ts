import type { Locator, Page } from '@playwright/test';

import {
  COMMITTEE_FOLDERS,
  getCommittee,
  getLeadership,
  type CommitteeId,
  type CommitteeMember,
} from '../lib/content/committee';
import {
  getGalleryCategories,
  getGalleryImages,
  type GalleryCategory,
} from '../lib/content/gallery';
import { getPageCopy } from '../lib/content/pages';
import {
  getAllEvents,
  getUpcomingEvents,
  HOME_EVENT_COUNT,
  type Event,
} from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { inlineArtwork } from '../lib/images/inline';
import { STORAGE_TIMEOUT_MS } from '../lib/storage/timeout';
import { numericPrefix } from '../lib/utils';
import { expect, test, toast, trackNetwork } from './fixtures';
import { siteNow } from './site-now';
import {
  BUCKET,
  downloadUrl,
  fakeStorage,
  STORAGE_HOST,
  type Failure,
  type StorageRequests,
} from './storage-fake';

// Runs against an export built WITH a Storage bucket and no other settings: the fest copy of
// `npm run test:fest`, which sets E2E_STORAGE_BUCKET (playwright.config.ts runs this file only
// there). The normal test build has no bucket; e2e/every-route.spec.ts proves that build never
// calls Storage.

// Two events the club gave a Storage picture: the first two the home page shows at the build's
// clock (the earliest three that have not ended); the latest other event has none.
const events = getAllEvents();
const [jpgEvent, pngEvent] = getUpcomingEvents(HOME_EVENT_COUNT, siteNow()) as [Event, Event];
const JPG = `images/Events/${jpgEvent.id}.jpg`;
const PNG = `images/Events/${pngEvent.id}.png`;
const imageOf = (id: string) => events.find((event) => event.id === id)!.image;

// The other events; three of them with bundled pictures, for the listing scenarios.
const others = events.filter((event) => event !== jpgEvent && event !== pngEvent);
const plainEvent = others.at(-1)!;
const SKIPPED = others.slice(0, 3).map((event) => event.id);

// Gallery categories, through the loader: the one with the most pictures (its first bundled
// picture gets a same-named Storage twin, and one new picture joins it), and one whose Storage
// folder, the category's name in lower case as the spec names it, differs from its bundled
// folder (a space where the folder has a dash), where the content has one.
const galleryImages = getGalleryImages();
const picturesOf = (category: GalleryCategory) =>
  galleryImages.filter((image) => image.category === category.folder);
const categories = getGalleryCategories();
const BIG = [...categories].sort((a, b) => picturesOf(b).length - picturesOf(a).length)[0]!;
const BIG_COUNT = picturesOf(BIG).length;
const TWIN = picturesOf(BIG)[0]!;
const SPACED =
  categories.find((category) => category.name.toLowerCase() !== category.folder) ??
  categories.find((category) => category !== BIG)!;
const storageFolder = (category: GalleryCategory) =>
  `images/gallery/${category.name.toLowerCase()}`;
/** The bundled picture's file name with another extension: a Storage file replacing it. */
const twinName = `${decodeURIComponent(TWIN.src.split('/').at(-1)!).replace(/\.[a-z]+$/i, '')}.jpg`;
const NEW_PICTURE = 'Six_over_the_pavilion.jpg';
const NEW_ALT = 'Six over the pavilion';
const SPACED_PICTURE = 'Three_legged_race.jpg';
const SPACED_ALT = 'Three legged race';

// Committee members, through the loaders. On the About page the two leaders get Storage photos;
// on the mentors page a third mentor keeps the bundled one. On the Core Committee page the first
// member keeps the bundled photo; the second and one whose number has two digits (10_…, which
// sorts before 2_… as text; the last member when none has) get Storage photos, and the page keeps
// the content's numeric order.
const storagePath = (id: CommitteeId, member: CommitteeMember) =>
  `images/teams/${COMMITTEE_FOLDERS[id]}/${member.photo}`;
const [headMentor, president] = getLeadership() as [CommitteeMember, CommitteeMember];
const otherMentor = getCommittee('mentors').find(
  (mentor) => mentor !== headMentor && mentor !== president,
)!;
const core = getCommittee('cc');
const coreFirst = core[0]!;
const coreSecond = core[1]!;
/**
 * A photo numbered 10 or more (it sorts after 9 by number, not by text); one without a number
 * reads as Infinity here and does not count.
 */
const numberedFrom10 = (photo: string) => {
  const number = numericPrefix(photo);
  return Number.isFinite(number) && number >= 10;
};
const coreLate = core.find((member) => numberedFrom10(member.photo)) ?? core.at(-1)!;
const photoOf = (member: CommitteeMember) => `Photo of ${member.name}`;
/** The same photo uploaded as a JPEG: matched by its name, whatever the extension. */
const withJpg = (file: string) => file.replace(/\.[a-z]+$/i, '.jpg');
const LEADER_FOLDER = `images/teams/${COMMITTEE_FOLDERS.mentors}`;
const CORE_FOLDER = `images/teams/${COMMITTEE_FOLDERS.cc}`;
/** The core committee page's list of members, named after its heading (content/pages.json). */
const CORE_LIST = `${getPageCopy('cc').hero.title} members`;

// Files the club "uploaded": each is answered with a bundled SVG that differs from the original.
const FILES = {
  [JPG]: 'images/hero.svg',
  [PNG]: 'images/hero.svg',
  'images/Events/rugby.jpg': 'images/hero.svg', // no such event: ignored
  [storagePath('mentors', headMentor)]: 'images/hero.svg',
  [storagePath('mentors', president)]: 'images/hero.svg',
  [`${LEADER_FOLDER}/999_not-on-the-page.svg`]: 'images/hero.svg', // no such member: ignored
  [storagePath('cc', coreSecond)]: 'images/hero.svg',
  [storagePath('cc', coreLate)]: 'images/hero.svg',
  [`${storageFolder(BIG)}/${twinName}`]: 'images/hero.svg',
  [`${storageFolder(BIG)}/${NEW_PICTURE}`]: 'images/hero.svg',
  'images/gallery/Club_photo_2025.jpg': 'images/hero.svg',
  [`${storageFolder(SPACED)}/${SPACED_PICTURE}`]: 'images/hero.svg',
};

const TOASTS = {
  leaders: 'Failed to load leader images. Using placeholder images.',
  mentors: 'Failed to load mentor images. Using placeholder images.',
  team: 'Failed to load team images. Using placeholder images.',
  gallery: 'Failed to load images. Please try again later.',
};

/** Resolves once the image element shows the given src and has actually loaded. */
async function expectLoaded(image: Locator, src: string | RegExp) {
  await expect(image).toHaveAttribute('src', src);
  await image.scrollIntoViewIfNeeded(); // lazy images load only near the viewport
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}

function eventImage(page: Page, id: string) {
  return page.locator(`[data-event-id="${id}"]`).getByRole('img');
}

/** The scripts the page downloads that hold the Storage SDK (its host is a literal in its code). */
function recordStorageScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes('firebasestorage.googleapis.com')) {
      scripts.push(response.url());
    }
  });
  return scripts;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The bundled picture: its address, or (a page's main SVG artwork) its data: URL in the HTML. */
const bundled = (path: string) =>
  new RegExp(`^((https?://[^/]+)?${escaped(path)}|${escaped(inlineArtwork(path))})$`);

test.describe('Storage overrides', () => {
  test('home cards: an event’s Storage picture replaces the bundled one, without moving the frame', async ({
    page,
  }) => {
    const { listed } = await fakeStorage(page, { files: FILES });
    // The Storage picture's download waits until the bundled one has been seen in its frame.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const download = downloadUrl(JPG);
    await page.route(
      (url) => url.href === download,
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    const storageScripts = recordStorageScripts(page);
    await page.goto('/');
    const card = eventImage(page, jpgEvent.id);
    await expect(card).toHaveAttribute('src', bundled(jpgEvent.image));
    await card.scrollIntoViewIfNeeded();
    const before = await card.boundingBox();
    release();

    await expectLoaded(card, downloadUrl(JPG));
    expect(await card.boundingBox()).toEqual(before);
    expect(listed).toEqual(['images/Events/|/|200']);
    // The Storage SDK is downloaded here (so the check in budgets.spec.ts can fail).
    expect(storageScripts.length).toBeGreaterThan(0);
    // An event without a Storage file keeps its bundled picture.
    const ids = await page
      .locator('[data-event-id]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-event-id')));
    for (const id of ids.filter((id) => id !== jpgEvent.id && id !== pngEvent.id)) {
      await expect(eventImage(page, id!)).toHaveAttribute('src', bundled(imageOf(id!)));
    }
  });

  test('events list and detail page show the Storage pictures; unknown ids are ignored', async ({
    page,
  }) => {
    await fakeStorage(page, { files: FILES });
    await page.goto('/events/');
    await expectLoaded(eventImage(page, jpgEvent.id), downloadUrl(JPG));
    await expectLoaded(eventImage(page, pngEvent.id), downloadUrl(PNG));
    await expect(eventImage(page, plainEvent.id)).toHaveAttribute('src', bundled(plainEvent.image));
    await expect(page.locator('img[src*="rugby"]')).toHaveCount(0);

    await page.goto(eventPath(pngEvent.id));
    await expectLoaded(page.getByRole('img', { name: /artwork$/ }), downloadUrl(PNG));
  });

  test('a Storage picture that fails to download leaves the bundled picture', async ({ page }) => {
    await fakeStorage(page, { files: FILES, brokenDownloads: [JPG] });
    await page.goto('/events/');
    await expectLoaded(eventImage(page, pngEvent.id), downloadUrl(PNG));
    await expectLoaded(eventImage(page, jpgEvent.id), bundled(jpgEvent.image));
    await expect(toast(page, 'Failed')).toHaveCount(0);
  });

  test('about: the leadership photos come from Storage', async ({ page }) => {
    const { listed } = await fakeStorage(page, { files: FILES });
    await page.goto('/about/');
    const leadership = page.getByRole('list', { name: 'Leadership' });
    for (const leader of [headMentor, president]) {
      await expectLoaded(
        leadership.getByRole('img', { name: photoOf(leader) }),
        downloadUrl(storagePath('mentors', leader)),
      );
    }
    expect(listed).toEqual([`${LEADER_FOLDER}/|/|200`]);
  });

  test('a committee page matches photos by file name, in numeric order', async ({ page }) => {
    await fakeStorage(page, { files: FILES });
    await page.goto('/teams/cc/');
    const grid = page.getByRole('list', { name: CORE_LIST, exact: true });
    for (const member of [coreSecond, coreLate]) {
      await expectLoaded(
        grid.getByRole('img', { name: photoOf(member) }),
        downloadUrl(storagePath('cc', member)),
      );
    }
    await expect(grid.getByRole('img', { name: photoOf(coreFirst) })).toHaveAttribute(
      'src',
      bundled(coreFirst.src),
    );
    // The order stays the content's numeric order.
    const names = await grid
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(names).toEqual(core.map(photoOf));
  });

  test('the mentors page shows the Storage photos', async ({ page }) => {
    await fakeStorage(page, { files: FILES });
    await page.goto('/teams/mentors/');
    await expectLoaded(
      page.getByRole('img', { name: photoOf(headMentor) }),
      downloadUrl(storagePath('mentors', headMentor)),
    );
    await expect(page.getByRole('img', { name: photoOf(otherMentor) })).toHaveAttribute(
      'src',
      bundled(otherMentor.src),
    );
  });

  test('gallery: Storage pictures join the bundled ones, a same-named one replaces its twin', async ({
    page,
  }) => {
    const { listed } = await fakeStorage(page, { files: FILES });
    await page.goto('/gallery/');
    await page
      .getByRole('group', { name: 'Filter images by category' })
      .getByRole('button', { name: BIG.name, exact: true })
      .click();
    const tile = (alt: string) => page.getByRole('button', { name: `Open image: ${alt}` });
    // The new picture joins at the end (nothing on screen moves); the twin is replaced in place.
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${Math.min(8, BIG_COUNT + 1)} of ${BIG_COUNT + 1} images`,
    );
    await expectLoaded(
      tile(TWIN.alt).getByRole('img'),
      downloadUrl(`${storageFolder(BIG)}/${twinName}`),
    );
    await expect(tile(TWIN.alt)).toHaveCount(1);
    await page.getByRole('button', { name: 'View All Images' }).click();
    await expectLoaded(
      tile(NEW_ALT).getByRole('img'),
      downloadUrl(`${storageFolder(BIG)}/${NEW_PICTURE}`),
    );
    await expect(tile(TWIN.alt)).toHaveCount(1);
    expect(listed).toContain('images/gallery/|/|200');
    expect(listed).toContain(`${storageFolder(SPACED)}/|/|200`);

    // The spec's Storage folder (the category's name in lower case) files its pictures under
    // that category's chip.
    await page
      .getByRole('group', { name: 'Filter images by category' })
      .getByRole('button', { name: SPACED.name, exact: true })
      .click();
    await expectLoaded(
      tile(SPACED_ALT).getByRole('img'),
      downloadUrl(`${storageFolder(SPACED)}/${SPACED_PICTURE}`),
    );
  });
});

test.describe('Storage listing: only what can be shown, in time', () => {
  test('with the repo’s rules, files that are not pictures are refused and skipped; the rest shows', async ({
    page,
  }) => {
    const [pdf, html, broken] = [
      `images/Events/${SKIPPED[0]}.pdf`,
      `images/Events/${SKIPPED[1]}.html`,
      `images/Events/${SKIPPED[2]}.jpg`,
    ];
    const requests = await fakeStorage(page, {
      files: {
        [JPG]: 'images/hero.svg',
        [pdf]: 'images/hero.svg',
        [html]: 'images/hero.svg',
        [broken]: 'images/hero.svg',
      },
      contentTypes: { [pdf]: 'application/pdf', [html]: 'text/html' },
      // One broken object: its metadata cannot be read.
      unreadable: [broken],
    });
    await page.goto('/events/');
    await expectLoaded(eventImage(page, jpgEvent.id), downloadUrl(JPG));
    for (const id of SKIPPED) {
      await expectLoaded(eventImage(page, id), bundled(imageOf(id)));
    }
    // One listing, one metadata request per file (the SDK retries the broken one's 500 within
    // its 4 s), and only the picture is downloaded.
    expect(requests.listed).toEqual(['images/Events/|/|200']);
    expect(requests.metadata.filter((file) => file !== broken)).toHaveLength(3);
    expect([...new Set(requests.metadata)].sort()).toEqual([JPG, pdf, html, broken].sort());
    expect([...new Set(requests.media)]).toEqual([JPG]);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('with rules that let anything be read, the site itself shows only image types', async ({
    page,
  }) => {
    const requests = await fakeStorage(page, {
      openRead: true,
      files: {
        [storagePath('cc', coreSecond)]: 'images/hero.svg',
        [storagePath('cc', coreLate)]: 'images/hero.svg',
        [withJpg(storagePath('cc', coreFirst))]: 'images/hero.svg',
      },
      contentTypes: {
        [storagePath('cc', coreLate)]: 'text/html',
        [withJpg(storagePath('cc', coreFirst))]: 'application/octet-stream',
      },
    });
    await page.goto('/teams/cc/');
    const grid = page.getByRole('list', { name: CORE_LIST, exact: true });
    await expectLoaded(
      grid.getByRole('img', { name: photoOf(coreSecond) }),
      downloadUrl(storagePath('cc', coreSecond)),
    );
    await expectLoaded(grid.getByRole('img', { name: photoOf(coreLate) }), bundled(coreLate.src));
    await expectLoaded(grid.getByRole('img', { name: photoOf(coreFirst) }), bundled(coreFirst.src));
    expect(requests.metadata).toHaveLength(3);
    expect([...new Set(requests.media)]).toEqual([storagePath('cc', coreSecond)]);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a crowded folder: the site asks for 200 files at most and reads no more', async ({
    page,
  }) => {
    const extras = Object.fromEntries(
      Array.from({ length: 250 }, (_, index) => [
        `images/Events/~extra-${String(index).padStart(3, '0')}.jpg`,
        'images/hero.svg',
      ]),
    );
    const requests = await fakeStorage(page, {
      files: { [JPG]: 'images/hero.svg', ...extras },
    });
    await page.goto('/events/');
    // 200 metadata requests first: the page says when the override is in.
    await expect(eventImage(page, jpgEvent.id)).toHaveAttribute('data-storage-state', 'override', {
      timeout: 30_000,
    });
    await expectLoaded(eventImage(page, jpgEvent.id), downloadUrl(JPG));
    expect(requests.listed).toEqual(['images/Events/|/|200']);
    await expect.poll(() => requests.metadata.length).toBe(200);
    // Storage lists in name order ("~" sorts after every event id): the event's picture and
    // the first 199 extras, no second page.
    expect(requests.metadata).toContain('images/Events/~extra-198.jpg');
    expect(requests.metadata).not.toContain('images/Events/~extra-199.jpg');
  });

  test('a slow bucket: after 8 s the bundled pictures stay for good, and the page says so', async ({
    page,
  }) => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.clock.install();
    const requests = await fakeStorage(page, {
      files: FILES,
      holdFolders: { [CORE_FOLDER]: held, 'images/Events': held },
    });
    const network = trackNetwork(page);
    await page.goto('/teams/cc/');
    await expect.poll(() => requests.listed).toEqual([`${CORE_FOLDER}/|/|200`]);
    await page.clock.fastForward(6_000);
    await expect(toast(page, TOASTS.team)).toHaveCount(0);
    await page.clock.fastForward(2_500);
    await expect(toast(page, TOASTS.team)).toBeVisible();

    // The answer arrives late: it is read, but nothing on the page changes any more.
    answer();
    await expect.poll(() => requests.metadata.length).toBe(2);
    await network.settled();
    await expectLoaded(
      page.getByRole('img', { name: photoOf(coreSecond) }),
      bundled(coreSecond.src),
    );
    expect(requests.media).toEqual([]);
  });

  test('a slow bucket on the events list: the bundled pictures stay, without a toast', async ({
    page,
  }) => {
    await page.clock.install();
    const requests = await fakeStorage(page, {
      files: FILES,
      holdFolders: { 'images/Events': new Promise<void>(() => {}) },
    });
    await page.goto('/events/');
    await expect.poll(() => requests.listed).toEqual(['images/Events/|/|200']);
    await page.clock.fastForward(10_000);
    await expectLoaded(eventImage(page, jpgEvent.id), bundled(jpgEvent.image));
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(requests.metadata).toEqual([]);
  });
});

const FAILURES: Failure[] = [500, 403, 'abort'];

// A 403 fails at once. A 500 or a network failure is retried by the SDK until the page gives up
// (STORAGE_TIMEOUT_MS): those tests run the page on Playwright's clock and, once the first
// listing has been refused, move it past that moment instead of waiting for it.
async function installClockIfRetried(page: Page, failure: Failure) {
  if (failure !== 403) await page.clock.install();
}

async function passTheTimeout(page: Page, requests: StorageRequests, failure: Failure) {
  if (failure === 403) return;
  await expect.poll(() => requests.listed.length).toBeGreaterThan(0);
  await page.clock.fastForward(STORAGE_TIMEOUT_MS);
}

const TEAM_PAGES = [
  { path: '/about/', folder: LEADER_FOLDER, toast: TOASTS.leaders, member: headMentor },
  { path: '/teams/mentors/', folder: LEADER_FOLDER, toast: TOASTS.mentors, member: headMentor },
  { path: '/teams/cc/', folder: CORE_FOLDER, toast: TOASTS.team, member: coreSecond },
];

for (const failure of FAILURES) {
  test.describe(`when Storage answers ${failure}`, () => {
    for (const team of TEAM_PAGES) {
      test(`${team.path} shows "${team.toast}" and keeps the bundled photos`, async ({ page }) => {
        await installClockIfRetried(page, failure);
        const requests = await fakeStorage(page, {
          files: FILES,
          failFolders: { [team.folder]: failure },
        });
        await page.goto(team.path);
        await passTheTimeout(page, requests, failure);
        await expect(toast(page, team.toast)).toBeVisible({ timeout: 15_000 });
        await expect(toast(page, team.toast)).toHaveCount(1);
        await expectLoaded(
          page.getByRole('img', { name: photoOf(team.member) }).first(),
          bundled(team.member.src),
        );
        await expect(page.locator('img[src^="https://firebasestorage"]')).toHaveCount(0);
      });
    }

    test(`/gallery/ shows "${TOASTS.gallery}" and the bundled gallery stays usable`, async ({
      page,
    }) => {
      await installClockIfRetried(page, failure);
      const requests = await fakeStorage(page, {
        files: FILES,
        failFolders: { [storageFolder(BIG)]: failure },
      });
      await page.goto('/gallery/');
      await passTheTimeout(page, requests, failure);
      await expect(toast(page, TOASTS.gallery)).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('img[src^="https://firebasestorage"]')).toHaveCount(0);
      await page
        .getByRole('group', { name: 'Filter images by category' })
        .getByRole('button', { name: BIG.name, exact: true })
        .click();
      await expect(page.getByRole('status')).toHaveText(
        `Showing ${Math.min(8, BIG_COUNT)} of ${BIG_COUNT} images`,
      );
      await page.getByRole('button', { name: `Open image: ${TWIN.alt}` }).click();
      await expect(page.getByRole('dialog')).toContainText(TWIN.alt);
    });

    test('/events/ keeps the bundled pictures and shows no toast', async ({ page }) => {
      let attempts = 0;
      await installClockIfRetried(page, failure);
      const requests = await fakeStorage(page, {
        files: FILES,
        failFolders: { 'images/Events': failure },
      });
      page.on('request', (request) => {
        if (request.url().startsWith(`${STORAGE_HOST}/v0/b/${BUCKET}/o?`)) attempts += 1;
      });
      await page.goto('/events/');
      await expect.poll(() => attempts).toBeGreaterThan(0);
      await passTheTimeout(page, requests, failure);
      // The page says when it has given up on Storage (after the SDK's own retries).
      await expect(eventImage(page, jpgEvent.id)).toHaveAttribute('data-storage-state', 'bundled', {
        timeout: 15_000,
      });
      await expectLoaded(eventImage(page, jpgEvent.id), bundled(jpgEvent.image));
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    });
  });
}

// Even with a bucket, a page that shows no overridable picture neither lists Storage nor
// downloads its SDK.
for (const path of ['/contact/', '/sponsors/', '/terms/']) {
  test(`with a bucket, ${path} (no overridable pictures) loads no Storage code`, async ({
    page,
  }) => {
    const { listed } = await fakeStorage(page, { files: FILES });
    const storageScripts = recordStorageScripts(page);
    const network = trackNetwork(page);
    await page.goto(path);
    // Past the page's idle-time work, when overrides would start.
    await network.settled();
    expect(storageScripts).toEqual([]);
    expect(listed).toEqual([]);
  });
}
