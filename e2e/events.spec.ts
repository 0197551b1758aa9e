import { filterEvents } from '../components/events/filter-events';
import { getPageCopy } from '../lib/content/pages';
import { getAllEvents, getEventCategories, type Event } from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { eventPhase } from '../lib/events/phase';
import { expect, needed, test, toast } from './fixtures';
import { priceNow, registrationNow, siteNow } from './site-now';

// Every expectation comes from the events of content/events/ through the loader, so adding an
// event changes nothing here: this spec checks the page shows what the loader says.
const events = getAllEvents();
/** The page's heading, content/pages.json's through the loader. */
const EVENTS_HEADING = getPageCopy('events').hero.title;
// Open or closed as a visitor finds it: a cancelled or postponed event is closed too.
const firstOpen = events.find((event) => registrationNow(event).open);
const running = (event: Event) => event.status !== 'cancelled' && event.status !== 'postponed';
// A registration the file closes (the spec has one); with none in the content, the first event
// that runs, once the page's clock has passed its end (an ended event takes no registration).
const closedByFile = events.find((event) => !event.registration.open && running(event));
const closedEvent =
  closedByFile ?? needed(events.find(running), 'an event that is not cancelled or postponed');

/** The status line under the filters, as the events browser writes it. */
function matchStatus(query: string, category: Parameters<typeof filterEvents>[2]): string {
  const visible = filterEvents(events, query, category);
  return visible.length === events.length
    ? `Showing all ${events.length} events`
    : `${visible.length} of ${events.length} events match`;
}

test.describe('events list', () => {
  test('shows a card with every field for each event', async ({ page }) => {
    await page.goto('/events/');
    await expect(
      page.getByRole('heading', { level: 1, name: EVENTS_HEADING, exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('event-card')).toHaveCount(events.length);

    for (const event of events) {
      const card = page.locator(`[data-event-id="${event.id}"]`);
      await expect(card.getByRole('heading', { name: event.title })).toBeVisible();
      for (const text of [
        event.date,
        event.time,
        event.location,
        event.capacity,
        priceNow(event),
        `Category: ${event.category}`,
      ]) {
        await expect(card.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(card.getByText('Featured', { exact: true })).toHaveCount(event.featured ? 1 : 0);
      await expect(card.getByText(event.description)).toBeVisible();
      await expect(card.getByRole('link', { name: /^Details/ })).toHaveAttribute(
        'href',
        eventPath(event.id),
      );
      if (registrationNow(event).open) {
        await expect(card.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
          'target',
          '_blank',
        );
      }
    }
  });

  test("a card reads its title before its picture's badges, and shows the picture first", async ({
    page,
  }) => {
    await page.goto('/events/');
    const card = page.getByTestId('event-card').first();
    const heading = card.getByRole('heading');
    const picture = card.getByRole('img', { name: / artwork$/ });
    // The order a screen reader reads: the category, the title, ..., the picture and its badges.
    const order = await card.evaluate((element) =>
      [...element.querySelectorAll('h2, h3, img, [data-slot="badge"]')].map((node) =>
        node.tagName === 'IMG' ? 'picture' : node.tagName.startsWith('H') ? 'title' : 'badge',
      ),
    );
    expect(order.slice(0, 3)).toEqual(['badge', 'title', 'picture']);
    // On screen: the picture on top, in the room kept for it above the words.
    const box = async (part: typeof heading) => (await part.boundingBox())!;
    const [cardBox, pictureBox, headingBox] = [
      await box(card),
      await box(picture),
      await box(heading),
    ];
    expect(pictureBox.y).toBeCloseTo(cardBox.y + 1, 0);
    expect(pictureBox.y + pictureBox.height).toBeLessThan(headingBox.y);
  });

  test('searches title and description without regard to case', async ({ page }) => {
    await page.goto('/events/');
    const search = page.getByRole('searchbox', { name: 'Search events' });
    const cards = page.getByTestId('event-card');
    const status = page.getByRole('status');

    // A word of the first event's title, shouted, and a phrase of its description.
    const [first] = events;
    const word = first!.title.split(' ').find((part) => part.length > 3) ?? first!.title;
    await search.fill(word.toUpperCase());
    const byTitle = filterEvents(events, word, 'all');
    await expect(cards).toHaveCount(byTitle.length);
    await expect(status.filter({ hasText: matchStatus(word, 'all') })).toBeVisible();

    const phrase = first!.description.split(' ').slice(1, 4).join(' ');
    await search.fill(phrase.toUpperCase());
    const byDescription = filterEvents(events, phrase, 'all');
    await expect(cards).toHaveCount(byDescription.length);
    await expect(cards.first()).toHaveAttribute('data-event-id', byDescription[0]!.id);

    await search.fill('no such sport');
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('No events match your search.')).toBeVisible();
  });

  test('filters by category, with All Categories and the distinct categories', async ({ page }) => {
    await page.goto('/events/');
    const select = page.getByRole('combobox', { name: 'Category' });
    const categories = getEventCategories();
    await expect(select.locator('option')).toHaveText(['All Categories', ...categories]);

    // The category with the most events, then a search within it.
    const [category] = [...categories].sort(
      (a, b) => filterEvents(events, '', b).length - filterEvents(events, '', a).length,
    );
    await select.selectOption(category!);
    const cards = page.getByTestId('event-card');
    const inCategory = filterEvents(events, '', category!);
    await expect(cards).toHaveCount(inCategory.length);
    for (const event of inCategory) {
      await expect(page.locator(`[data-event-id="${event.id}"]`)).toBeVisible();
    }
    const word = inCategory.at(-1)!.title.split(' ').at(-1)!;
    await page.getByRole('searchbox', { name: 'Search events' }).fill(word);
    await expect(cards).toHaveCount(filterEvents(events, word, category!).length);
    await expect(page.getByRole('status')).toHaveText(matchStatus(word, category!));
    await select.selectOption('all');
    await page.getByRole('searchbox', { name: 'Search events' }).fill('');
    await expect(cards).toHaveCount(events.length);
  });

  test('a closed registration is shown disabled and explains itself with a toast', async ({
    page,
  }) => {
    const now = siteNow();
    const at = closedByFile
      ? now
      : new Date(Math.max(now.getTime(), Date.parse(closedEvent.endsAt) + 60_000));
    const registration = eventPhase(closedEvent, at).registration;
    if (registration.open) throw new Error(`${closedEvent.id}: registration still open at ${at}`);
    await page.clock.install({ time: now });
    await page.goto('/events/');
    if (at > now) await page.clock.fastForward(at.getTime() - now.getTime());
    const card = page.locator(`[data-event-id="${closedEvent.id}"]`);
    const closed = card.getByRole('button', { name: /Registration Closed/ });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps it focusable and clickable, so Playwright needs force to click it.
    await closed.click({ force: true });
    const message = toast(page, 'Registration Closed');
    await expect(message).toBeVisible();
    await expect(message).toContainText(registration.reason);
    await expect(message).toHaveAttribute('data-type', 'error');
  });

  test('an open registration opens the form in a new tab', async ({ page, context }) => {
    expect(firstOpen, 'an event with open registration').toBeDefined();
    const formLink = firstOpen!.registration.formLink!;
    await context.route(`${new URL(formLink).origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Form</title><h1>Registration form</h1>',
      }),
    );
    await page.goto('/events/');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator(`[data-event-id="${firstOpen!.id}"]`)
        .getByRole('link', { name: /^Register Now/ })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(formLink);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toMatch(/\/events\/$/);
  });

  test('a picture that fails to load is replaced by the placeholder', async ({ page }) => {
    // The first card's picture comes inside the HTML (lib/images/inline.ts) and cannot fail
    // to load: break a later one's file.
    const [, broken, other] = events;
    await page.route(`**${broken!.image}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/events/');
    const image = page.locator(`[data-event-id="${broken!.id}"]`).getByRole('img');
    await expect(image).toHaveAttribute('src', /\/images\/placeholders\/event\.svg$/);
    await expect(image).toHaveAttribute('data-fallback', 'true');
    // Other cards keep their own picture.
    const otherImage = page.locator(`[data-event-id="${other!.id}"]`).getByRole('img');
    await expect(otherImage).not.toHaveAttribute('data-fallback', 'true');
    await expect(otherImage).toHaveAttribute(
      'src',
      new RegExp(`${other!.image.replace(/[.]/g, '\\.')}$`),
    );
  });

  test('the search and category are as left when coming Back from an event', async ({ page }) => {
    // The category with an event whose title has a word to search for.
    const event = events.at(-1)!;
    const word = event.title.split(' ').find((part) => part.length > 3) ?? event.title;
    const shown = filterEvents(events, word, event.category);
    await page.goto('/events/');
    await page.getByRole('combobox', { name: 'Category' }).selectOption(event.category);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(word);
    await expect(page.getByTestId('event-card')).toHaveCount(shown.length);
    await page
      .locator(`[data-event-id="${event.id}"]`)
      .getByRole('link', { name: /^Details/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);

    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue(word);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(event.category);
    await expect(page.getByTestId('event-card')).toHaveCount(shown.length);
    await expect(page.getByRole('status')).toHaveText(matchStatus(word, event.category));
    // The address says the same, so a reload (or a shared link) shows the same list.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue(word);
    await expect(page.getByTestId('event-card')).toHaveCount(shown.length);
  });

  test('Details opens the event page', async ({ page }) => {
    const event = events.at(-1)!;
    await page.goto('/events/');
    await page
      .locator(`[data-event-id="${event.id}"]`)
      .getByRole('link', { name: /^Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${eventPath(event.id)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  });
});
