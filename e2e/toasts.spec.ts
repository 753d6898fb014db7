import type { Locator } from '@playwright/test';
import { LayoutPage } from './pages/layout-page';
import { LoginPage } from './pages/login-page';
import { toast } from './pages/parts/toasts';
import { expect, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

const wrongPassword = 'Wrong@1234';
const refusal = 'Invalid password. Please check your password and try again.';

/** The element's box in the window, as it is drawn now. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not drawn');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

test.describe('toasts', () => {
  test("sit at the top right below the header, covering none of its controls (search, cart, sign in or the account's)", async ({
    page,
  }) => {
    const layout = new LayoutPage(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('shopper@example.com', wrongPassword);
    const shown = toast(page, refusal);
    await expect(shown).toBeVisible();

    const header = await boxOf(layout.header);
    const box = await boxOf(shown);
    const viewport = page.viewportSize();
    if (viewport === null) throw new Error('no viewport');
    // Below the header (the boxes share no pixel), near the window's right edge: the spec's top right.
    expect(box.top).toBeGreaterThanOrEqual(header.bottom);
    expect(box.top - header.bottom).toBeLessThan(40);
    expect(viewport.width - box.right).toBeLessThan(40);
    // On a phone the bottom bar (the cart and its count) stays uncovered too.
    if (await layout.bottomBar.isVisible()) expect(box.bottom).toBeLessThanOrEqual((await boxOf(layout.bottomBar)).top);
    // Each of the header's controls can still be clicked where it is drawn.
    await layout.searchBox.click({ trial: true });
    await layout.logoLink.click({ trial: true });
    if (await layout.cartButton.isVisible()) {
      await layout.cartButton.click({ trial: true });
      await layout.signInButton.click({ trial: true });
    }
  });

  test('stay in view at the top of the window once the header has scrolled away, and below it when it is back', async ({
    page,
  }) => {
    await page.clock.install();
    const layout = new LayoutPage(page);
    const login = new LoginPage(page);
    await login.goto();
    // Time stands still from here: the toast stays however long the scrolling takes.
    await login.stopTime();
    await login.signIn('shopper@example.com', wrongPassword);
    const shown = toast(page, refusal);
    await expect(shown).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await boxOf(layout.header)).bottom).toBeLessThanOrEqual(0);
    const scrolled = await boxOf(shown);
    expect(scrolled.top).toBeGreaterThanOrEqual(0);
    expect(scrolled.top).toBeLessThan(40);
    await expect(shown).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await boxOf(layout.header)).top).toBe(0);
    expect((await boxOf(shown)).top).toBeGreaterThanOrEqual((await boxOf(layout.header)).bottom);
  });
});
