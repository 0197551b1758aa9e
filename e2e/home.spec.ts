import { getSite } from '../lib/content/site';
import { getTeaserSponsors } from '../lib/content/sponsors';
import { getUpcomingEvents, HOME_EVENT_COUNT } from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { statusNotice } from '../lib/events/status';
import { expect, test } from './fixtures';
import { registrationNow, siteNow } from './site-now';
import { expectClubStats } from './support/club-stats';

test.describe('home page', () => {
  test('shows the hero, stats, call to action, events, sponsors and final section in order', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.locator('main');

    await expect(main.getByText(getSite().tagline)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome to ${getSite().name}`,
    );
    await expect(main.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(main.getByRole('link', { name: 'Upcoming Events' })).toHaveAttribute(
      'href',
      '/events/',
    );

    await expectClubStats(main);

    const excellence = main.getByRole('region', { name: 'Excellence in Every Movement' });
    await expect(excellence.getByRole('link', { name: /learn more/i })).toHaveAttribute(
      'href',
      '/about/',
    );

    const sponsors = main.getByRole('region', { name: 'Our Sponsors' });
    await expect(sponsors.getByRole('listitem')).toHaveCount(getTeaserSponsors().length);
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
    // From the loader: adding or moving an event changes the expectation, not this test.
    const upcoming = getUpcomingEvents(HOME_EVENT_COUNT, siteNow());
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Upcoming Events' });
    const cards = section.getByTestId('event-card');
    await expect(cards).toHaveCount(upcoming.length);

    for (const [index, event] of upcoming.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('data-event-id', event.id);
      await expect(card.getByRole('heading', { name: event.title })).toBeVisible();
      await expect(card.getByText('Featured', { exact: true })).toHaveCount(event.featured ? 1 : 0);
      const notice = statusNotice(event);
      await expect(
        card.getByText(notice ? notice.sentence : 'Coming Soon!').filter({ visible: true }),
      ).toBeVisible();
      await expect(card.getByRole('img')).toHaveAttribute(
        'src',
        new RegExp(`${event.image.replace(/[.]/g, '\\.')}$`),
      );
      const registration = registrationNow(event);
      if (registration.open) {
        const register = card.getByRole('link', { name: /^Register/ });
        await expect(register).toHaveAttribute('href', registration.formLink);
        await expect(register).toHaveAttribute('target', '_blank');
        await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        await expect(card.getByRole('button', { name: /Closed/ })).toBeVisible();
      }
      await expect(card.getByRole('link', { name: /^Details/ })).toHaveAttribute(
        'href',
        eventPath(event.id),
      );
    }

    await expect(section.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
      'href',
      '/events/',
    );
  });

  test('a card shows two lines of its description, however long it is', async ({ page }) => {
    const [first] = getUpcomingEvents(HOME_EVENT_COUNT, siteNow());
    await page.goto('/');
    const description = page
      .getByRole('region', { name: 'Upcoming Events' })
      .locator(`[data-event-id="${first!.id}"]`)
      .getByText(first!.description, { exact: true });
    await expect(description).toBeVisible();
    // Whatever length the content has today: the same element given a text of many lines.
    const { shown, written } = await description.evaluate((element) => {
      element.textContent = `${element.textContent} `.repeat(20);
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return {
        shown: element.getBoundingClientRect().height / lineHeight,
        written: element.scrollHeight / lineHeight,
      };
    });
    expect(written, 'lines of the long text').toBeGreaterThan(4);
    expect(Math.round(shown), 'lines shown').toBe(2);
  });
});
