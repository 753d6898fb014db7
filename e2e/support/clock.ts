import { expect, type Locator, type Page } from '@playwright/test';

/** How often the payment pages ask for the order's status. */
const orderPollIntervalMs = 2_000;

/**
 * Brings the payment page's next status poll forward (the page's clock installed before it opened): the page learns
 * what the provider now says without the test waiting for it.
 */
export async function bringNextPollForward(page: Page): Promise<void> {
  await page.clock.fastForward(orderPollIntervalMs);
}

/**
 * Brings the payment page's polls forward one at a time (its clock installed before it opened) until the target shows:
 * the page is driven through its polls instead of waiting them out in real time.
 */
export async function fastForwardUntilVisible(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 40 && !(await target.isVisible()); step += 1) {
    await bringNextPollForward(page);
    // Each poll's request and answer still take real time; a poll brought forward once too often does no harm.
    await target.waitFor({ timeout: 300 }).catch(() => undefined);
  }
  await expect(target).toBeVisible();
}
