import type { Page } from '@playwright/test';

import { escapeRegExp } from './regexp';

/** Publish, then Publish now, as an organiser presses them in Decap's editor. */
export async function pressPublish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

/** Decap's field: its control is labelled by the field's label (plus "(optional)"). */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\(optional\\))?$`, 'i'));

/** Accepts every dialog the page opens (Decap's confirms); returns their messages, in order. */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
