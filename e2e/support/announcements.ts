import { expect, type Locator, type Page } from '@playwright/test';

/** What assistive technology announces as it changes: alerts, statuses, logs and aria-live regions. */
const liveRegion = '[role="alert"], [role="status"], [role="log"], [aria-live="polite"], [aria-live="assertive"]';

/** The page's live regions whose text includes this text: one for a message a screen reader should say once. */
export function liveRegionsWith(page: Page, text: string): Locator {
  return page.locator(liveRegion).filter({ hasText: text });
}

/**
 * A toast that repeats what the page's own red box announces: it shows, but neither it, nor anything in it or around
 * it, is a live region, so that a screen reader says the failure once.
 */
export async function expectShownNotAnnounced(toast: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  await expect(toast.locator(liveRegion)).toHaveCount(0);
  await expect(
    toast.locator(
      'xpath=ancestor-or-self::*[@role="alert" or @role="status" or @role="log" or @aria-live="polite" or @aria-live="assertive"]',
    ),
  ).toHaveCount(0);
}
