import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves the page's clock (installed before the page opened) on one interval at a time until the target shows: a page
 * that polls on a timer is driven through its polls instead of waiting them out in real time.
 */
export async function fastForwardUntilVisible(page: Page, target: Locator, intervalMs: number): Promise<void> {
  for (let step = 0; step < 40 && !(await target.isVisible()); step += 1) {
    await page.clock.fastForward(intervalMs);
    // Each poll's request and answer still take real time; a poll brought forward once too often does no harm.
    await target.waitFor({ timeout: 300 }).catch(() => undefined);
  }
  await expect(target).toBeVisible();
}
