import { test as base } from '@playwright/test';

/**
 * A screenshot of every open page of a test that failed, attached to its report. Playwright's own `screenshot:
 * 'only-on-failure'` also photographs every page of the reused context after each test that passes (kept only if the
 * test failed), which was an eighth of the suite's time on this machine; this one photographs only once a test has
 * failed.
 */
export const test = base.extend<{ screenshotOnFailure: undefined }>({
  screenshotOnFailure: [
    async ({ context }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        // A page that crashed or closed while failing has nothing left to show: its test's error says why.
        const body = await page.screenshot({ timeout: 5_000 }).catch(() => undefined);
        if (body !== undefined) await testInfo.attach('screenshot', { body, contentType: 'image/png' });
      }
    },
    { auto: true },
  ],
});
