import { test as base } from '@playwright/test';

/**
 * A screenshot of every open page of a test that failed, attached to its report. Playwright's own `screenshot:
 * 'only-on-failure'` also photographs every page of the reused context after each test that passes (kept only if the
 * test failed), which was an eighth of the suite's time on this machine; this one photographs only once a test has
 * failed. It is taken as this fixture ends, after the fixtures set up after it have ended (a contract proxy closed, the
 * permissions cleared): a page that kept calling may show what that did to it.
 */
export const test = base.extend<{ screenshotOnFailure: undefined }>({
  screenshotOnFailure: [
    async ({ context }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [index, page] of context.pages().entries()) {
        // Named as Playwright names its own, beside the test's other output.
        const path = testInfo.outputPath(`test-failed-${index + 1}.png`);
        // A page that crashed or closed while failing has nothing left to show: its test's error says why.
        const taken = await page.screenshot({ path, timeout: 5_000 }).then(
          () => true,
          () => false,
        );
        if (taken) await testInfo.attach('screenshot', { path, contentType: 'image/png' });
      }
    },
    { auto: true },
  ],
});
