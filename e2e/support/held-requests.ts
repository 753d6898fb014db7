import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` (a Playwright URL glob) until the returned function is called: a call exactly as
 * slow as a test needs, on any machine.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
