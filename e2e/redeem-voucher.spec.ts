import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test as base } from './support/fixtures';
import { seedShopper } from './support/seed';
import type { SimulatorControl } from './support/simulator-control';
import { LayoutPage } from './pages/layout-page';
import { LoginPage } from './pages/login-page';
import { RedeemVoucherPage } from './pages/redeem-voucher-page';

/** The points balance the header shows: on a phone it is in the menu panel the bottom bar opens. */
async function expectPointsBalance(page: Page, isMobile: boolean, shown: string): Promise<void> {
  const layout = new LayoutPage(page);
  if (!isMobile) {
    await expect(layout.pointsBalance(shown)).toBeVisible();
    return;
  }
  await layout.menuButton.click();
  await expect(layout.menuPanel.getByText(`${shown} Points`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(layout.menuPanel).toBeHidden();
}

async function seedShopperCoins(simulator: SimulatorControl): Promise<number | undefined> {
  return (await simulator.state()).users.find((user) => user.email === seedShopper.email)?.coins;
}

async function loadCoinCalls(simulator: SimulatorControl): Promise<number> {
  return (await simulator.journal()).filter((entry) => entry.operationId === 'loadCoins').length;
}

const test = base.extend<{ openLoadCoins: () => Promise<RedeemVoucherPage> }>({
  /** Signs the seed shopper in and opens Load Coins. */
  openLoadCoins: async ({ page, signInShopper }, use) => {
    await use(async () => {
      await signInShopper();
      const redeem = new RedeemVoucherPage(page);
      await redeem.goto();
      return redeem;
    });
  },
});

test.describe('Load Coins', () => {
  test('sends an anonymous visitor to sign in, and back to Load Coins afterwards', async ({ page }) => {
    const redeem = new RedeemVoucherPage(page);
    await redeem.goto();
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).signIn(seedShopper.email, seedShopper.password);
    await expect(page).toHaveURL(/\/redeem-voucher$/);
    await expect(redeem.heading).toBeVisible();
  });

  test("the mobile menu's Redeem Points and the footer's Load Coins lead here", async ({
    page,
    signInShopper,
    isMobile,
  }) => {
    await signInShopper();
    const layout = new LayoutPage(page);
    const redeem = new RedeemVoucherPage(page);
    await page.goto('/');
    if (isMobile) {
      await layout.menuButton.click();
      await layout.menuPanel.getByRole('link', { name: 'Redeem Points' }).click();
      await expect(redeem.heading).toBeVisible();
      await page.goto('/');
    }
    await layout.footer.getByRole('link', { name: 'Load Coins' }).click();
    await expect(page).toHaveURL(/\/redeem-voucher$/);
    await expect(redeem.heading).toBeVisible();
  });

  test('redeems a fresh code: the message, the coins added and the new balance in the header', async ({
    page,
    openLoadCoins,
    simulator,
    isMobile,
  }) => {
    const redeem = await openLoadCoins();
    await expectPointsBalance(page, isMobile, '5,000');

    await redeem.codeField.pressSequentially('load-500-aaaa');
    await expect(redeem.codeField).toHaveValue('LOAD-500-AAAA');
    await redeem.redeemButton.click();

    await expect(redeem.successBox).toContainText('500 coins added to your balance.');
    await expect(redeem.successBox).toContainText('Coins added: 500');
    await expect(redeem.codeField).toHaveValue('');
    await expect(redeem.errorBox).toHaveCount(0);
    await expectPointsBalance(page, isMobile, '5,500');
    expect(await seedShopperCoins(simulator)).toBe(5500);
    await expectNoSeriousA11yViolations(page);

    await redeem.coinHistoryLink.click();
    await expect(page).toHaveURL(/\/order-history$/);
  });

  test('sends nothing for a blank code and says so', async ({ page, openLoadCoins, simulator }) => {
    const redeem = await openLoadCoins();
    await redeem.redeemButton.click();
    await expect(redeem.fieldMessage('Please enter a voucher code')).toBeVisible();
    await expect(redeem.codeField).toHaveAccessibleDescription('Please enter a voucher code');

    await redeem.redeem('   ');
    await expect(redeem.fieldMessage('Please enter a voucher code')).toBeVisible();
    expect(await loadCoinCalls(simulator)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("refuses a code used already, then an expired one, in the red box with the provider's message", async ({
    page,
    openLoadCoins,
    simulator,
    isMobile,
  }) => {
    const redeem = await openLoadCoins();
    await redeem.redeem('LOAD-250-CCCC');
    await expect(redeem.successBox).toContainText('Coins added: 250');

    await redeem.redeem('LOAD-250-CCCC');
    await expect(redeem.errorBox).toHaveText('Coupon code has already been used.');
    await expect(redeem.successBox).toHaveCount(0);
    await expect(redeem.codeField).toHaveValue('LOAD-250-CCCC');
    await expectNoSeriousA11yViolations(page);

    await redeem.redeem('LOAD-EXPIRED-0001');
    await expect(redeem.errorBox).toHaveText('This voucher code has expired.');
    await redeem.redeem('LOAD-NONE-0000');
    await expect(redeem.errorBox).toHaveText('This voucher code does not exist.');
    await expectPointsBalance(page, isMobile, '5,250');
    expect(await seedShopperCoins(simulator)).toBe(5250);
  });

  test("says 'Failed to redeem coupon' when the provider fails without a message", async ({
    page,
    openLoadCoins,
    simulator,
    baseURL,
  }) => {
    // An error without a body is no answer a contract documents, so no scenario can give it: it is faked in the browser.
    const cors = {
      'Access-Control-Allow-Origin': new URL(baseURL ?? '').origin,
      'Access-Control-Allow-Credentials': 'true',
    };
    await page.route(`${simulator.url}/load-coin/`, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '', headers: cors }) : route.fallback(),
    );
    const redeem = await openLoadCoins();
    await redeem.redeem('LOAD-500-AAAA');
    await expect(redeem.errorBox).toHaveText('Failed to redeem coupon');
    await expect(redeem.redeemButton).toBeEnabled();
    expect(await seedShopperCoins(simulator)).toBe(5000);
  });

  test('shows the coins of a code whose answer was lost: the retry finds it used, and the balance has them', async ({
    page,
    openLoadCoins,
    simulator,
    isMobile,
  }) => {
    const redeem = await openLoadCoins();
    await expectPointsBalance(page, isMobile, '5,000');
    // The provider redeems the code, but the connection drops before its answer arrives.
    await page.route(`${simulator.url}/load-coin/`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await redeem.redeem('LOAD-500-AAAA');
    await expect(redeem.errorBox).toHaveText('Failed to redeem coupon');
    await page.unroute(`${simulator.url}/load-coin/`);

    await redeem.redeem('LOAD-500-AAAA');
    await expect(redeem.errorBox).toHaveText('Coupon code has already been used.');
    await expectPointsBalance(page, isMobile, '5,500');
    expect(await seedShopperCoins(simulator)).toBe(5500);
  });

  test('redeems once for a double click, the button disabled while it redeems', async ({
    page,
    openLoadCoins,
    simulator,
  }) => {
    const redeem = await openLoadCoins();
    // Held back a moment, so that the busy button can be seen.
    await page.route(`${simulator.url}/load-coin/`, async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    });
    await redeem.codeField.fill('LOAD-1000-BBBB');
    await redeem.redeemButton.dblclick();
    await expect(redeem.redeemingButton).toBeDisabled();

    await expect(redeem.successBox).toContainText('Coins added: 1,000');
    expect(await loadCoinCalls(simulator)).toBe(1);
    const state = await simulator.state();
    expect(state.users.find((user) => user.email === seedShopper.email)?.coins).toBe(6000);
    expect(state.voucherCodes.find((code) => code.code === 'LOAD-1000-BBBB')?.state).toBe('redeemed');
  });
});
