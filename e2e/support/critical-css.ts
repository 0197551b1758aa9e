import type { Page } from '@playwright/test';

import { trackNetwork } from '../fixtures';

// The build inlines each page's critical CSS and lets the full stylesheet arrive after the first
// paint (lib/build/critical-css.ts). The inline rules must lay the page out exactly as the full
// stylesheet does, or the page moves when it arrives. Checked on the page as it is before React
// (the framework's scripts held back; what React adds waits for the stylesheet itself,
// lib/hooks/use-hydrated.ts): loaded with its stylesheet held back too, every element's box and
// look are recorded; then the stylesheet is let in, and nothing may change. The heading font is
// held back throughout (it is optional and never swapped in, app/fonts.ts) and motion is
// reduced, so only the stylesheet differs. The site's own head scripts run, as they do.

/** What is compared per element: its box, rounded to a pixel, and what can be seen of it. */
type Look = { box: string; style: string };

const LOOK_PROPERTIES = [
  'display',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'border-top-color',
  'font-family',
  'font-size',
  'font-weight',
] as const;

/** The elements compared, in document order (the same list before and after). */
const COMPARED =
  'body *:not(script, style, noscript, template, :is(script, style, noscript, template) *)';

async function looks(page: Page): Promise<Look[]> {
  return page.evaluate(
    ({ properties, selector }) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          box: [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round).join(','),
          style: properties.map((property) => style.getPropertyValue(property)).join(' '),
        };
      }),
    { properties: LOOK_PROPERTIES, selector: COMPARED },
  );
}

/** Where each of the compared elements at `indexes` is, as a path from <body> (only failures
 * are named: on a page with a whole draw, naming every element took longer than measuring it). */
async function paths(page: Page, indexes: number[]): Promise<string[]> {
  return page.evaluate(
    ({ indexes, selector }) => {
      const name = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        const testId = element.getAttribute('data-testid');
        return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}`;
      };
      const path = (element: Element): string => {
        const parent = element.parentElement;
        if (!parent || element === document.body) return name(element);
        return `${path(parent)} > ${name(element)}:nth-child(${[...parent.children].indexOf(element) + 1})`;
      };
      const compared = document.querySelectorAll(selector);
      return indexes.map((index) => path(compared[index]!));
    },
    { indexes, selector: COMPARED },
  );
}

/**
 * Loads `route` in `page` with its stylesheet held back, then lets the stylesheet in. Returns
 * the elements whose box or look changed (empty when the inline rules were complete), and the
 * number of elements compared.
 */
export async function changedByFullStylesheet(
  page: Page,
  route: string,
): Promise<{ compared: number; changed: string[] }> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route(/\.woff2$/, (request) => request.abort());
  await page.route(/\.css$/, (request) => request.abort());
  await page.route(/\/_next\/static\/.*\.js$/, (request) => request.abort());
  const network = trackNetwork(page);
  await page.goto(route);
  // The framework's scripts are held back, so nothing is left to do once it has loaded.
  await network.loaded();
  const stylesheet = await page
    .locator('link[rel="stylesheet"]')
    .first()
    .evaluate((link) => (link as HTMLLinkElement).href);
  const before = await looks(page);

  await page.unroute(/\.css$/);
  await page.evaluate(
    (href) =>
      new Promise<void>((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = () => resolve();
        link.onerror = () => reject(new Error(`${href} did not load`));
        document.head.append(link);
      }),
    stylesheet,
  );
  const after = await looks(page);

  if (after.length !== before.length) {
    return {
      compared: before.length,
      changed: [`${before.length} elements, then ${after.length}`],
    };
  }
  const indexes = before.flatMap((look, index) =>
    look.box === after[index]!.box && look.style === after[index]!.style ? [] : [index],
  );
  const names = await paths(page, indexes);
  const changed = indexes.map((index, i) => {
    const [look, later] = [before[index]!, after[index]!];
    return `${names[i]}: box ${look.box} -> ${later.box}; ${look.style} -> ${later.style}`;
  });
  return { compared: before.length, changed };
}
