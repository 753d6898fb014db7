import { AppShellPage } from './pages/app-shell-page';
import { CataloguePage } from './pages/catalogue-page';
import { LayoutPage } from './pages/layout-page';
import { PaymentPage } from './pages/payment-page';
import { TimeExpiredPage } from './pages/payment-result-page';
import { QaPanelPage } from './pages/qa-panel-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { expectLoginRefused } from './support/login-refused';
import { seedShopper } from './support/seed';

const tooManyAttempts = 'Too many login attempts. Please try again later.';

test.describe('the QA panel', () => {
  test('switches the simulator to login-429: the next sign-in shows the 429 text, and the panel its call', async ({
    page,
    simulator,
  }) => {
    const qa = new QaPanelPage(page);
    await page.goto('/');
    await qa.open();
    await expect(qa.activeScenario).toHaveText('default');

    await qa.useScenario('login-429');

    expect((await simulator.state()).scenario).toBe('login-429');
    await expect(qa.toggle).toHaveAttribute('aria-expanded', 'false');
    await expectLoginRefused(page, tooManyAttempts);
    await qa.open();
    await expect(qa.activeScenario).toHaveText('login-429');
    await expect(qa.calls.filter({ hasText: 'POST /user/login/ 429' }).first()).toContainText(
      'Rule: login-429: login answers 429',
    );
  });

  test('moves the clock on: a pending payment runs out and /timeexp opens', async ({ page, checkOut, simulator }) => {
    const { orderId } = await checkOut();
    const payment = new PaymentPage(page);
    await payment.goto(orderId);
    await expect(payment.timer).toHaveText(/^(5:00|4:5\d)$/);
    const qa = new QaPanelPage(page);
    await qa.open();

    const moved = await qa.moveClock('+5 min', async () => {
      await expect(page).toHaveURL(new RegExp(`/timeexp\\?orderid=${orderId}$`));
      await expect(new TimeExpiredPage(page).heading).toBeVisible();
    });
    expect(moved).toBeGreaterThanOrEqual(300_000);
    expect((await simulator.state()).orders[0]?.status).toBe('expired');
  });

  test('resets the simulator mid-payment: the order and the coins it held are back, and the storefront starts over signed out on the home page', async ({
    page,
    checkOut,
    simulator,
  }) => {
    await checkOut({ useCoins: true });
    expect((await simulator.state()).orders).toHaveLength(1);
    const qa = new QaPanelPage(page);
    await qa.open();

    await qa.resetSimulator();

    const state = await simulator.state();
    expect(state.orders).toEqual([]);
    expect(state.users.find((user) => user.email === seedShopper.email)?.coins).toBe(seedShopper.coins);
    // The new seed reuses the order's id and knows none of the old sessions: nothing of either is kept.
    await expect(page).toHaveURL(/\/$/);
    const cookies = (await page.context().cookies()).map(({ name }) => name);
    expect(cookies).not.toContain('access_token');
    expect(cookies).not.toContain('refresh_token');
    expect(await page.evaluate(() => window.localStorage.getItem('orderData'))).toBeNull();
  });

  test('gives the seed users with their passwords and the voucher codes', async ({ page }) => {
    const qa = new QaPanelPage(page);
    await page.goto('/');
    await qa.open();

    const shopper = qa.seedUsers.getByRole('listitem').filter({ hasText: seedShopper.email });
    await expect(shopper).toContainText(seedShopper.password);
    await expect(shopper.getByRole('button', { name: `Copy the password of ${seedShopper.email}` })).toBeVisible();
    await expect(qa.panel.getByRole('button', { name: 'Copy LOAD-500-AAAA' })).toBeVisible();
  });

  test('is keyboard reachable and axe-clean closed and open; Escape closes it', async ({ page }) => {
    const qa = new QaPanelPage(page);
    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    await expect(qa.toggle).toBeVisible();
    // Axe must see the cards after their entrance, not the page before the catalogue arrives.
    await expect(catalogue.cards).toHaveCount(8);
    await catalogue.waitUntilIdle();
    await expectNoSeriousA11yViolations(page);

    // The button is the document's last stop: one Shift+Tab from the top of the page reaches it.
    await page.keyboard.press('Shift+Tab');
    await expect(qa.toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(qa.activeScenario).toHaveText('default');
    await page.keyboard.press('Tab');
    await expect(qa.panel.getByRole('button', { name: 'Refresh' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(qa.panel).toHaveCount(0);
    await expect(qa.toggle).toBeFocused();
  });

  test("sits at the bottom right, clear of the footer's last links and of the mobile bottom bar", async ({ page }) => {
    const layout = new LayoutPage(page);
    await new CataloguePage(page).goto();
    const qa = new QaPanelPage(page);
    await expect(qa.toggle).toBeVisible();

    const viewport = page.viewportSize();
    const toggle = await qa.toggle.boundingBox();
    if (viewport === null || toggle === null) throw new Error('the page has no viewport or the button no box');
    expect(viewport.width - (toggle.x + toggle.width)).toBeLessThanOrEqual(16);
    const bar = (await layout.bottomBar.isVisible()) ? await layout.bottomBar.boundingBox() : null;
    expect(toggle.y + toggle.height).toBeLessThanOrEqual(bar === null ? viewport.height : bar.y);
    expect(await layout.footerPartsUnder(qa.toggle)).toEqual([]);
    for (const link of await layout.footer.getByRole('link').all()) await link.click({ trial: true, timeout: 2000 });
  });

  test("covers nothing of the page's end on a 360 px phone, where the footer's links wrap", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a phone');
    await page.setViewportSize({ width: 360, height: 740 });
    const layout = new LayoutPage(page);
    await new CataloguePage(page).goto();
    const qa = new QaPanelPage(page);
    await expect(qa.toggle).toBeVisible();

    expect(await layout.footerPartsUnder(qa.toggle)).toEqual([]);
    const lastLink = layout.footer.getByRole('link').last();
    const centreHit = await lastLink.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && link.contains(hit);
    });
    expect(centreHit).toBe(true);
  });

  test("covers nothing of /welcome's end on a 360 px phone, which has no bottom bar", async ({
    page,
    isMobile,
    checkOut,
  }) => {
    test.skip(!isMobile, 'a phone');
    const { orderId } = await checkOut();
    await page.setViewportSize({ width: 360, height: 740 });
    const payment = new PaymentPage(page);
    await payment.goto(orderId, '/welcome');
    const qa = new QaPanelPage(page);
    await expect(qa.toggle).toBeVisible();
    // The corner is a root of its own, which may show before the page it sits on: the page is measured once drawn.
    await expect(payment.backToCart).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    const [toggle, backToCart] = await Promise.all([qa.toggle.boundingBox(), payment.backToCart.boundingBox()]);
    if (toggle === null || backToCart === null) throw new Error('the corner or Back to Cart is not drawn');
    expect(toggle.y).toBeGreaterThanOrEqual(backToCart.y + backToCart.height);
  });

  test('loads only when the configuration declares a simulator', async ({ page, simulator }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    const qa = new QaPanelPage(page);
    const shell = new AppShellPage(page);
    await shell.goto('/');
    await expect(qa.toggle).toBeVisible();
    expect(loaded.filter((url) => url.includes('/assets/dev-tools'))).not.toEqual([]);

    loaded.length = 0;
    await page.route('**/config.json', (route) => route.fulfill({ json: { apiBaseUrl: simulator.url } }));
    await shell.goto('/');
    await shell.waitUntilRevealed();
    await expect(page.getByRole('banner')).toBeVisible();

    await expect(qa.corner).toHaveCount(0);
    expect(loaded.filter((url) => url.includes('/assets/dev-tools'))).toEqual([]);
  });
});
