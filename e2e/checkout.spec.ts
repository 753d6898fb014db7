import type { Request } from '@playwright/test';
import { fakeProviderAnswer, reasonlessFailure, type FakedAnswer } from './support/faked-answer';
import { expect, test } from './support/fixtures';
import { seedShopper } from './support/seed';
import { CartPage } from './pages/cart-page';
import { HelpCenterPage } from './pages/help-center-page';
import { LayoutPage } from './pages/layout-page';
import { AlertDialog } from './pages/parts/alert-dialog';
import { VerifyDetailsPage } from './pages/verify-details-page';

test.describe('checkout', () => {
  test('places one order from a double click, debits the coins once and opens /verify-details in place of the cart', async ({
    page,
    seed,
    signInShopper,
    simulator,
    isMobile,
  }) => {
    const { accessToken: token } = await signInShopper();
    await seed.addCartLine(token, 1, { amount: 750.25, quantity: 2 });
    const layout = new LayoutPage(page);
    await layout.goto('/');
    const cart = new CartPage(page);
    await cart.goto();
    await cart.coinDiscount.check();
    await expect(cart.amount('Cash to pay')).toHaveText('₹1,350.45');

    const placed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/place-order/' && response.request().method() === 'POST',
    );
    await cart.checkout.dblclick();
    const sent = (await placed).request().postDataJSON() as Record<string, unknown>;
    const origin = new URL(page.url()).origin;
    expect(sent).toEqual({
      amount: 1350.45,
      order_number: expect.stringMatching(/^ORD\d{13}$/),
      redirect_url: `${origin}/payment-success`,
      notify_url: `${origin}/payment-notification`,
      coins_used: 150.05,
    });

    await expect(page).toHaveURL(/\/verify-details$/);
    const state = await simulator.state();
    expect(state.orders).toEqual([
      expect.objectContaining({
        email: seedShopper.email,
        status: 'PAYMENT_PENDING',
        amount: 1350.45,
        coinsUsed: 150.05,
      }),
    ]);
    expect(state.users.find((user) => user.email === seedShopper.email)?.coins).toBe(4849.95);
    const orderId = state.orders[0]?.id ?? '';
    const payment = new VerifyDetailsPage(page);
    await expect(payment.details).toContainText(orderId);
    await expect(payment.details).toContainText('150.05');
    await expect(payment.payButton('1350.45')).toBeVisible();
    if (!isMobile) await expect(layout.pointsBalance('4,849.95')).toBeVisible();

    // The cart was replaced in history: Back leaves checkout for the page before the cart.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("alerts 'Checkout failed. Please try again.' with the provider's reason, in the page, then shows the provider's cart", async ({
    page,
    seed,
    signInShopper,
    provider,
  }) => {
    const { accessToken: token } = await signInShopper();
    await seed.addCartLine(token, 1, { amount: 750.25, quantity: 2 });
    // The cart shows before every read of it has been answered (the start-up's, and the page's own when it opened
    // after the start-up's had): wait for them all, or the page would learn of the change below.
    const cartReads = { sent: 0, answered: 0 };
    const isCartRead = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/cart/';
    page.on('request', (request) => {
      if (isCartRead(request)) cartReads.sent += 1;
    });
    page.on('requestfinished', (request) => {
      if (isCartRead(request)) cartReads.answered += 1;
    });
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.amount('Cash to pay')).toHaveText('₹1,500.50');
    await expect.poll(() => cartReads.sent > 0 && cartReads.answered === cartReads.sent).toBe(true);
    // The cart changes behind the page's back: the order's amount no longer matches it.
    await seed.addCartLine(token, 2);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await cart.checkout.click();
    const alert = new AlertDialog(page);
    await expect(alert.dialog).toHaveAccessibleName('Checkout failed. Please try again.');
    await expect(alert.dialog).toContainText(/The cart total is \d+\.\d{2}; amount plus coins_used must equal it\./);
    await alert.ok.click();
    await expect(alert.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cart$/);
    expect(dialogs).toEqual([]);
    expect(await provider.read('getCart', {}, { token })).toHaveLength(2);

    // The refusal taught the page the provider's cart: the next press places it instead of being refused again.
    await expect(cart.amount('Cash to pay')).toHaveText('₹2,500.50');
    await cart.checkout.click();
    await expect(new VerifyDetailsPage(page).payButton('2500.50')).toBeVisible();
  });

  test('names what went wrong: a failure without a reason, an answer that breaks its contract, no payment link', async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    const { accessToken: token } = await signInShopper();
    await seed.addCartLine(token, 1, { amount: 750.25, quantity: 2 });
    let answer: FakedAnswer = reasonlessFailure;
    await fakeProviderAnswer(page, simulator.url, { method: 'POST', path: '/place-order/' }, () => answer);
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.amount('Cash to pay')).toHaveText('₹1,500.50');
    const alert = new AlertDialog(page);
    const cases: { answer: FakedAnswer; alert: string; reason: string }[] = [
      { answer: reasonlessFailure, alert: 'Checkout failed. Please try again.', reason: 'Failed to place order' },
      {
        answer: { status: 201, body: { orderId: 7, paymentLinks: 'none' } },
        alert: 'Checkout failed. Please try again.',
        reason: 'Invalid backend response',
      },
      {
        answer: {
          status: 201,
          body: {
            orderId: 'order-7',
            redirect_url: 'http://localhost:5173/payment-success',
            paymentLinks: { phonePe: null },
            updatedCoins: 5000,
          },
        },
        alert: 'Payment links are missing. Please try again.',
        reason: 'Payment links are missing. Please try again.',
      },
    ];
    for (const refusal of cases) {
      answer = refusal.answer;
      await cart.checkout.click();
      await expect(alert.dialog).toHaveAccessibleName(refusal.alert);
      await expect(alert.dialog).toContainText(refusal.reason);
      await alert.ok.click();
      await expect(alert.dialog).toBeHidden();
      await expect(page).toHaveURL(/\/cart$/);
    }
  });
});

test.describe('the coins an order holds', () => {
  test('come back to the balance the cart offers once the order has run out of time unpaid', async ({
    page,
    simulator,
    checkOut,
    isMobile,
  }) => {
    const { verify } = await checkOut({ useCoins: true });
    await verify.backToCart.click();
    await verify.leaveQuestion.getByRole('button', { name: 'Leave' }).click();
    const cart = new CartPage(page);
    await expect(cart.summary).toContainText('Your balance: 4,849.95 coins');

    // The order's 300 s run out: the provider refunds its 150.05 coins, unasked by the page.
    await simulator.advanceClock(301);
    const layout = new LayoutPage(page);
    await layout.footer.getByRole('link', { name: 'Help Center' }).click();
    await expect(new HelpCenterPage(page).heading).toBeVisible();
    await cart.cartLink.click();
    await expect(cart.heading).toBeVisible();
    await expect(cart.summary).toContainText('Your balance: 5,000 coins');
    if (!isMobile) await expect(layout.pointsBalance(seedShopper.coinsShown)).toBeVisible();
  });
});
