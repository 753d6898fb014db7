import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { seedNoCoinsShopper } from './support/seed';
import { CoinHistoryPanel } from './pages/coin-history-panel';
import { OrderHistoryPage } from './pages/order-history-page';
import { RedeemVoucherPage } from './pages/redeem-voucher-page';

test.describe('the Coin History panel', () => {
  test('lists a redeemed code and the coins an unpaid order holds, then the refund of the expired order', async ({
    page,
    checkOut,
    simulator,
  }) => {
    const { orderId } = await checkOut({ useCoins: true });
    const redeem = new RedeemVoucherPage(page);
    await redeem.goto();
    await redeem.redeem('LOAD-500-AAAA');
    await expect(redeem.successBox).toContainText('Coins added: 500');
    await redeem.coinHistoryLink.click();

    const panel = new CoinHistoryPanel(page);
    await expect(panel.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.codes).toHaveText(['LOAD-500-AAAA', orderId, 'WELCOME5000']);
    const code = panel.entry('LOAD-500-AAAA');
    await expect(code.item).toContainText('500 Pts');
    await expect(code.state).toHaveText('Redeemed');
    await expect(code.date).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}\s[ap]m$/);
    const order = panel.entry(orderId);
    await expect(order.item).toContainText('-150.05 Pts');
    await expect(order.state).toHaveText('Pending');
    await expectNoSeriousA11yViolations(page);

    // The order's payment window closes unpaid: the simulator settles the held coins and refunds them.
    await simulator.advanceClock(301);
    await page.reload();
    await expect(panel.codes).toHaveText([`REFUND-${orderId}`, 'LOAD-500-AAAA', orderId, 'WELCOME5000']);
    await expect(panel.entry(`REFUND-${orderId}`).item).toContainText('150.05 Pts');
    await expect(panel.entry(`REFUND-${orderId}`).state).toHaveText('Redeemed');
    await expect(order.state).toHaveText('Redeemed');
  });

  test('sorts by date or amount, filters redeemed or pending entries and searches the codes, the three combined', async ({
    page,
    provider,
    signInShopper,
    checkOut,
  }) => {
    const { accessToken: token } = await signInShopper();
    await provider.read('loadCoins', { json: { coupon_code: 'LOAD-1000-BBBB' } }, { token });
    await provider.read('loadCoins', { json: { coupon_code: 'LOAD-250-CCCC' } }, { token });
    const { orderId } = await checkOut({ useCoins: true });
    await new OrderHistoryPage(page).goto();

    const panel = new CoinHistoryPanel(page);
    // The seed shopper's 5,000 coins came from the code WELCOME5000.
    const newestFirst = [orderId, 'LOAD-250-CCCC', 'LOAD-1000-BBBB', 'WELCOME5000'];
    await expect(panel.codes).toHaveText(newestFirst);
    await expect(panel.count).toHaveText('Showing 4 of 4');

    await panel.sortBy('Highest amount');
    await expect(panel.codes).toHaveText(['WELCOME5000', 'LOAD-1000-BBBB', 'LOAD-250-CCCC', orderId]);
    await panel.sortBy('Newest first');
    await expect(panel.codes).toHaveText(newestFirst);

    await panel.filter('Redeemed').click();
    await expect(panel.filter('Redeemed')).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.codes).toHaveText(['LOAD-250-CCCC', 'LOAD-1000-BBBB', 'WELCOME5000']);
    await panel.filter('Pending').click();
    await expect(panel.codes).toHaveText([orderId]);
    await panel.filter('All').click();
    await expect(panel.codes).toHaveText(newestFirst);

    await panel.search.fill('load-');
    await expect(panel.codes).toHaveText(['LOAD-250-CCCC', 'LOAD-1000-BBBB']);
    await panel.search.fill(orderId.toUpperCase());
    await expect(panel.codes).toHaveText([orderId]);

    await panel.search.fill('load');
    await panel.filter('Redeemed').click();
    await panel.sortBy('Highest amount');
    await expect(panel.codes).toHaveText(['LOAD-1000-BBBB', 'LOAD-250-CCCC']);
    await expect(panel.count).toHaveText('Showing 2 of 4');
    await panel.filter('Pending').click();
    await expect(panel.noMatches).toBeVisible();
    await expect(panel.entries).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('fits a 375 px phone and collapses', async ({ page, provider, signInShopper }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { accessToken: token } = await signInShopper();
    await provider.read('loadCoins', { json: { coupon_code: 'LOAD-1000-BBBB' } }, { token });
    await new OrderHistoryPage(page).goto();

    const panel = new CoinHistoryPanel(page);
    await expect(panel.codes).toHaveText(['LOAD-1000-BBBB', 'WELCOME5000']);
    await expect(panel.entry('LOAD-1000-BBBB').item).toContainText('1,000 Pts');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);

    await panel.toggle.click();
    await expect(panel.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.entries).toBeHidden();
    await panel.toggle.click();
    await expect(panel.entries).toBeVisible();
  });

  test("says 'No coin history yet.' to a shopper without coin movements", async ({ page, signInShopper }) => {
    await signInShopper(seedNoCoinsShopper);
    await new OrderHistoryPage(page).goto();
    const panel = new CoinHistoryPanel(page);
    await expect(panel.noHistory).toBeVisible();
    await expect(panel.region.getByRole('link', { name: 'Load coins with a voucher code' })).toHaveAttribute(
      'href',
      '/redeem-voucher',
    );
  });
});
