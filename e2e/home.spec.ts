import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('shows the hero, stats, call to action, events, sponsors and final section in order', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.locator('main');

    await expect(main.getByText('Play Fair. Win with Honor.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Team Sportivo');
    await expect(main.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(main.getByRole('link', { name: 'Upcoming Events' })).toHaveAttribute(
      'href',
      '/events/',
    );

    const stats = main.getByRole('region', { name: 'The club in numbers' });
    for (const [value, label] of [
      ['15+', 'Championships Won'],
      ['100+', 'Active Members'],
      ['25+', 'Events'],
      ['9+', 'Years of Excellence'],
    ] as const) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }

    const excellence = main.getByRole('region', { name: 'Excellence in Every Movement' });
    await expect(excellence.getByRole('link', { name: /learn more/i })).toHaveAttribute(
      'href',
      '/about/',
    );

    const sponsors = main.getByRole('region', { name: 'Our Sponsors' });
    await expect(sponsors.getByRole('listitem')).toHaveCount(6);
    await expect(sponsors.getByRole('link', { name: /sponsor/i })).toHaveAttribute(
      'href',
      '/sponsors/',
    );

    const join = main.getByRole('region', { name: 'Ready to Join Our Team?' });
    await expect(join.getByRole('link', { name: 'Join Today' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(join.getByRole('link', { name: 'Attend an Event' })).toHaveAttribute(
      'href',
      '/events/',
    );

    // Sections appear in the order of the spec.
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'Excellence in Every Movement',
      'Upcoming Events',
      'Our Sponsors',
      'Ready to Join Our Team?',
    ]);
  });

  test('lists the three earliest events as cards', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Upcoming Events' });
    const cards = section.getByTestId('event-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toHaveAttribute('data-event-id', 'cricket');
    await expect(cards.nth(1)).toHaveAttribute('data-event-id', 'football');
    await expect(cards.nth(2)).toHaveAttribute('data-event-id', 'badminton');

    const cricket = cards.nth(0);
    await expect(cricket.getByText('Featured')).toBeVisible();
    await expect(
      cricket.getByRole('heading', { name: 'Short Hand Cricket Tournament' }),
    ).toBeVisible();
    await expect(cricket.getByText('Coming Soon!')).toBeVisible();
    await expect(cricket.getByRole('img')).toHaveAttribute(
      'src',
      /\/images\/Events\/cricket\.svg$/,
    );
    const register = cricket.getByRole('link', { name: /^Register/ });
    await expect(register).toHaveAttribute(
      'href',
      'https://forms.example.com/team-sportivo/cricket-2025',
    );
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(cricket.getByRole('link', { name: /^Details/ })).toHaveAttribute(
      'href',
      '/events/cricket/',
    );
    // Badminton is not featured.
    await expect(cards.nth(2).getByText('Featured')).toHaveCount(0);

    await expect(section.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
      'href',
      '/events/',
    );
  });

  test('the description is clamped to two lines', async ({ page }) => {
    await page.goto('/');
    const description = page.getByTestId('event-card').first().locator('p.line-clamp-2');
    const lines = await description.evaluate((el) => {
      const style = getComputedStyle(el);
      return Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(2);
  });
});
