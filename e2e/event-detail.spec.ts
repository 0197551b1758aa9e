import { getPageCopy } from '../lib/content/pages';
import { getSite } from '../lib/content/site';
import { getAllEvents } from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { inlineArtwork } from '../lib/images/inline';
import { directionsUrl, venueQuery } from '../lib/map';
import { atPath, expect, test, toast } from './fixtures';
import { priceNow, registrationNow } from './site-now';

/** The events list's heading, content/pages.json's through the loader. */
const EVENTS_HEADING = getPageCopy('events').hero.title;

test.describe('event detail pages', () => {
  for (const event of getAllEvents()) {
    test(`${event.id}: image, title, badge, register button, details and description`, async ({
      page,
    }) => {
      const response = await page.goto(eventPath(event.id));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${event.title} | ${getSite().name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
      // The page's main picture comes inside the HTML (SVG artwork as a data: URL).
      await expect(page.getByRole('img', { name: `${event.title} artwork` })).toHaveAttribute(
        'src',
        inlineArtwork(event.image),
      );
      await expect(page.getByText('Featured Event', { exact: true })).toHaveCount(
        event.featured ? 1 : 0,
      );

      // No blank band in the title block: a part with nothing to say takes no space (not even
      // the column's gap), unless it keeps room for a line its clock shows within the next days.
      const blank = await page
        .getByRole('heading', { level: 1 })
        .evaluate((title) =>
          [...title.parentElement!.children]
            .filter(
              (part) =>
                !(part as HTMLElement).innerText.trim() &&
                !part.querySelector('[data-time-switch]') &&
                getComputedStyle(part).display !== 'contents',
            )
            .map((part) => part.outerHTML.slice(0, 120)),
        );
      expect(blank).toEqual([]);

      const details = page.locator('dl');
      for (const [label, value] of [
        ['Date', event.date],
        ['Time', event.time],
        ['Location', event.location],
        ['Capacity', event.capacity],
        ['Organizer', event.organizer],
        ['Price', priceNow(event)],
        ['Registration Deadline', event.registrationDeadline],
      ] as const) {
        await expect(details.getByText(label, { exact: true })).toBeVisible();
        await expect(details.getByText(value, { exact: true })).toBeVisible();
      }

      // The full description keeps its line breaks (innerText reads them as drawn), and all of
      // it is shown: at least one drawn line for each of its lines, none clamped away.
      const description = page.getByTestId('full-description');
      expect(await description.innerText()).toBe(event.fullDescription);
      const { drawn, hidden } = await description.evaluate((element) => ({
        drawn:
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        hidden: element.scrollHeight - element.clientHeight,
      }));
      expect(Math.round(drawn)).toBeGreaterThanOrEqual(event.fullDescription.split('\n').length);
      expect(hidden).toBe(0);

      const registration = registrationNow(event);
      if (registration.open) {
        const register = page.getByRole('link', { name: /^Register Now/ });
        await expect(register).toHaveAttribute('href', registration.formLink);
        await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        // Keyboard users reach the closed button and hear why.
        await page.getByRole('button', { name: /Registration Closed/ }).focus();
        await page.keyboard.press('Enter');
        await expect(toast(page, 'Registration Closed')).toContainText(registration.reason);
      }

      // Directions to the venue: Google Maps in a new tab, built from the venue's name.
      const directions = page.getByRole('link', { name: /^Get directions/ });
      await expect(directions).toHaveAttribute(
        'href',
        directionsUrl(venueQuery(getSite(), event.location)),
      );
      await expect(directions).toHaveAttribute(
        'href',
        new RegExp(`^https://www\\.google\\.com/maps/dir/\\?api=1&destination=`),
      );
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    });
  }

  test('an unknown id is answered with 404, a toast and a move to /events/', async ({ page }) => {
    await page.goto('/');
    const response = await page.goto('/events/xyz/');
    expect(response?.status()).toBe(404);
    const message = toast(page, 'Event not found');
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute('data-type', 'error');
    await expect(message).toContainText('The requested event could not be found.');
    await expect(page).toHaveURL(/\/events\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: EVENTS_HEADING, exact: true }),
    ).toBeVisible();
    // The address was replaced, not pushed: Back leaves for the page before, not the dead link.
    await page.goBack();
    await expect(page).toHaveURL(atPath('/'));
  });
});
