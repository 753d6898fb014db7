import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { seedShopper } from './support/seed';
import { LayoutPage } from './pages/layout-page';
import { LoginPage } from './pages/login-page';
import { OrderHistoryPage } from './pages/order-history-page';
import { MockUpiPage, PaymentResultPage } from './pages/payment-result-page';

test.describe('Track Order', () => {
  test('sends an anonymous visitor to sign in, and back to Track Order afterwards', async ({ page }) => {
    const history = new OrderHistoryPage(page);
    await history.goto();
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).signIn(seedShopper.email, seedShopper.password);
    await expect(page).toHaveURL(/\/order-history$/);
    await expect(history.heading).toBeVisible();
    await expect(history.noOrders).toBeVisible();
    await expect(history.main.getByRole('link', { name: 'Browse vouchers' })).toHaveAttribute('href', '/');
  });

  test('an order paid through the simulator shows as Completed, with its vouchers and working copy buttons', async ({
    page,
    context,
    provider,
    checkOut,
    isMobile,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const { orderId, verify } = await checkOut();
    await verify.method('Other').click();
    await verify.terms.check();
    await verify.payButton('1500.50').click();
    await new MockUpiPage(page).approve.click();
    await new PaymentResultPage(page).main.getByRole('link', { name: 'Track Order' }).click();

    const history = new OrderHistoryPage(page);
    await expect(page).toHaveURL(/\/order-history$/);
    const order = history.order(orderId);
    await expect(order.status).toHaveText('Completed');
    await expect(order.status).toHaveCSS('background-color', 'rgb(46, 125, 50)');
    await expect(order.item).toContainText('E-Gift Card');
    await expect(order.items).toContainText('₹750.25');
    await expect(order.items).toContainText('× 2');

    const { access_token: token } = await provider.read('login', {
      json: { username: seedShopper.email, password: seedShopper.password, grant_type: 'password' },
    });
    const [paid] = await provider.read('getOrderHistory', {}, { token });
    const [first, second] = paid?.vouchers ?? [];
    if (first?.card_number == null || first.pin_code == null || first.claim_url == null || second === undefined) {
      throw new Error('The simulator issues one complete voucher per unit bought');
    }
    const voucher = order.voucher(1);
    await expect(voucher.field('Card number')).toContainText(first.card_number);
    await expect(voucher.field('PIN')).toContainText(first.pin_code);
    await expect(voucher.field('Claim URL').getByRole('link', { name: first.claim_url })).toHaveAttribute(
      'href',
      first.claim_url,
    );
    await expect(order.voucher(2).field('Card number')).toContainText(second.card_number ?? 'N/A');
    // On a 360 px phone the claim URL wraps between its parts ('.../v/', then the code), never inside one, and its copy
    // button stays beside it.
    if (isMobile) await page.setViewportSize({ width: 360, height: 740 });
    const claim = await voucher.field('Claim URL').evaluate((field) => {
      const [link, button] = [field.querySelector('a'), field.querySelector('button')];
      if (link === null || button === null) return null;
      const lines = [...link.childNodes].map((node) => {
        const text = document.createRange();
        text.selectNodeContents(node);
        return new Set([...text.getClientRects()].map((line) => Math.round(line.top)));
      });
      const [url, copy] = [link.getBoundingClientRect(), button.getBoundingClientRect()];
      return {
        partsSplit: lines.filter((tops) => tops.size > 1).length,
        lines: new Set(lines.flatMap((tops) => [...tops])).size,
        copyBeside: copy.left >= url.right - 1 && copy.top < url.bottom && copy.bottom > url.top,
      };
    });
    expect(claim).toEqual({ partsSplit: 0, lines: isMobile ? 2 : 1, copyBeside: true });

    await voucher.copy('card number').click();
    await expect(voucher.item.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.card_number);
    await voucher.copy('pin').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.pin_code);
    await voucher.copy('claim URL').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.claim_url);
    // The confirmation goes after 2 s, moved on with the page's clock.
    await page.clock.fastForward(2_000);
    await expect(voucher.item.getByText('Copied', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a failure without a detail toasts 'Failed to fetch Order History.', and Try again loads again", async ({
    page,
    signInShopper,
  }) => {
    await signInShopper();
    // The connection drops before any answer: there is no detail to show.
    await page.route('**/order-history/', (route) => route.abort('connectionreset'));
    const history = new OrderHistoryPage(page);
    await history.goto();
    await expect(history.toast('Failed to fetch Order History.')).toBeVisible();
    await expect(history.loadFailed).toBeVisible();

    await page.unroute('**/order-history/');
    await history.tryAgain.click();
    await expect(history.noOrders).toBeVisible();
  });

  test('the menus lead to Track Order', async ({ page, signInShopper, isMobile }) => {
    await signInShopper();
    const layout = new LayoutPage(page);
    await page.goto('/');
    if (isMobile) {
      await layout.menuButton.click();
      await layout.menuPanel.getByRole('link', { name: 'Track Order' }).click();
    } else {
      await layout.topStrip.getByRole('link', { name: 'Track Order' }).click();
    }
    await expect(new OrderHistoryPage(page).heading).toBeVisible();
  });
});
