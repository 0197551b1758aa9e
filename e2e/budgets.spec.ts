import { SDK_MARKERS } from '../lib/build/page-assets';
import { expect, test } from './fixtures';
import { sdkIn, visit } from './support/page-cost';

// Every route's byte budgets and the absence of Firebase and EmailJS code before an interaction
// are checked once, in every-route.spec.ts. Here the sign-in pages prove that check can fail:
// touching the form loads the Auth SDK, and the check sees its code.
test.use({ viewport: { width: 412, height: 823 } });

for (const route of ['/signin/', '/signup/']) {
  test(`${route} loads the Auth SDK once the visitor touches the form (so the check can fail)`, async ({
    page,
    baseURL,
  }) => {
    const { scripts } = await visit(page, route, new URL(baseURL!).origin);
    expect(scripts.flatMap(sdkIn)).toEqual([]);
    const sdk = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' &&
        (await response.text().catch(() => '')).includes(SDK_MARKERS['Firebase Auth'][0]),
    );
    await page.getByLabel('Email').focus();
    await sdk;
  });
}
