import { expect, type Locator, type Page } from '@playwright/test';

/** How often the payment pages ask for the order's status. */
export const orderPollIntervalMs = 2_000;

/**
 * Brings the payment page's next status poll forward (the page's clock installed before it opened): the page learns
 * what the provider now says without the test waiting for it.
 */
export async function bringNextPollForward(page: Page): Promise<void> {
  await page.clock.fastForward(orderPollIntervalMs);
}

/**
 * Moves the page's clock (installed before the page opened) on one interval at a time until the target shows: a page
 * that polls on a timer is driven through its polls instead of waiting them out in real time.
 */
export async function fastForwardUntilVisible(
  page: Page,
  target: Locator,
  intervalMs = orderPollIntervalMs,
): Promise<void> {
  for (let step = 0; step < 40 && !(await target.isVisible()); step += 1) {
    await page.clock.fastForward(intervalMs);
    // Each poll's request and answer still take real time; a poll brought forward once too often does no harm.
    await target.waitFor({ timeout: 300 }).catch(() => undefined);
  }
  await expect(target).toBeVisible();
}
