import { expect, test, toast } from './fixtures';

test.describe('events list', () => {
  test('shows a card with every field for each of the eight events', async ({ page }) => {
    await page.goto('/events/');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const cards = page.getByTestId('event-card');
    await expect(cards).toHaveCount(8);

    const football = page.locator('[data-event-id="football"]');
    await expect(football.getByRole('heading', { name: 'Futsal Championship' })).toBeVisible();
    for (const text of [
      'April 8-10, 2025',
      '9:00 AM - 9:00 PM',
      'Indoor Futsal Court',
      '40 teams',
      'Rs. 1800 per team',
      'Category: Football',
    ]) {
      await expect(football.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(football.getByText('Featured')).toBeVisible();
    await expect(football.getByText(/Forty teams of five/)).toBeVisible();
    await expect(football.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(football.getByRole('link', { name: /^Details/ })).toHaveAttribute(
      'href',
      '/events/football/',
    );
  });

  test('searches title and description without regard to case', async ({ page }) => {
    await page.goto('/events/');
    const search = page.getByRole('searchbox', { name: 'Search events' });
    const cards = page.getByTestId('event-card');

    await search.fill('CHESS');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: '2 of 8 events match' })).toBeVisible();

    // "indoor court" appears only in the futsal description.
    await search.fill('indoor COURT');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('data-event-id', 'football');

    await search.fill('no such sport');
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('No events match your search.')).toBeVisible();
  });

  test('filters by category, with All Categories and the distinct categories', async ({ page }) => {
    await page.goto('/events/');
    const select = page.getByRole('combobox', { name: 'Category' });
    await expect(select.locator('option')).toHaveText([
      'All Categories',
      'Cricket',
      'Football',
      'Handball',
      'Badminton',
      'Table Tennis',
      'Chess',
      'Flash Events',
    ]);
    await select.selectOption('Chess');
    const cards = page.getByTestId('event-card');
    await expect(cards).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('nine');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('data-event-id', 'chess-u9');
    await select.selectOption('all');
    await page.getByRole('searchbox', { name: 'Search events' }).fill('');
    await expect(cards).toHaveCount(8);
  });

  test('a closed registration is shown disabled and explains itself with a toast', async ({
    page,
  }) => {
    await page.goto('/events/');
    const flash = page.locator('[data-event-id="flash"]');
    const closed = flash.getByRole('button', { name: /Registration Closed/ });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps it focusable and clickable, so Playwright needs force to click it.
    await closed.click({ force: true });
    const message = toast(page, 'Registration Closed');
    await expect(message).toBeVisible();
    await expect(message).toContainText('Registration for this event is currently closed.');
    await expect(message).toHaveAttribute('data-type', 'error');
  });

  test('an open registration opens the form in a new tab', async ({ page, context }) => {
    await context.route('https://forms.example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Form</title><h1>Registration form</h1>',
      }),
    );
    await page.goto('/events/');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator('[data-event-id="cricket"]')
        .getByRole('link', { name: /^Register Now/ })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://forms.example.com/team-sportivo/cricket-2025');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toMatch(/\/events\/$/);
  });

  test('a picture that fails to load is replaced by the placeholder', async ({ page }) => {
    await page.route('**/images/Events/handball.svg', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/events/');
    const image = page.locator('[data-event-id="handball"]').getByRole('img');
    await expect(image).toHaveAttribute('src', /\/images\/placeholders\/event\.svg$/);
    await expect(image).toHaveAttribute('data-fallback', 'true');
    // Other cards keep their own picture.
    const cricket = page.locator('[data-event-id="cricket"]').getByRole('img');
    await expect(cricket).not.toHaveAttribute('data-fallback', 'true');
    await expect(cricket).toHaveAttribute('src', /cricket\.svg$|^data:image\/svg\+xml,/);
  });

  test('Details opens the event page', async ({ page }) => {
    await page.goto('/events/');
    await page
      .locator('[data-event-id="table-tennis"]')
      .getByRole('link', { name: /^Details/ })
      .click();
    await expect(page).toHaveURL(/\/events\/table-tennis\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Table Tennis Singles & Doubles',
    );
  });
});
