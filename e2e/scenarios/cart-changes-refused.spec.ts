import { CartPage } from '../pages/cart-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';
import { seedShopper } from '../support/seed';

test.describe('cart-changes-refused', () => {
  test("rolls a refused change back with 'Failed to update quantity' and keeps a line whose removal is refused", async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('cart-changes-refused');
    const { accessToken: token } = await signInShopper();
    await seed.addCartLine(token, 1, { quantity: 2 });
    const cart = new CartPage(page);
    await cart.goto();
    const line = cart.line((await seed.product(1)).name);
    await expect(line.quantity).toHaveValue('2');

    await line.increase.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to update quantity' })).toBeVisible();
    await expect(line.quantity).toHaveValue('2');
    await expect(cart.cartLink).toHaveAccessibleName('Cart, 2 items');

    await line.remove.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to remove item' })).toBeVisible();
    await expect(line.item).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect((await simulator.state()).users.find((user) => user.email === seedShopper.email)?.cartLines).toBe(1);
    await expectAnswered(simulator, 'updateCartItem', 503, 'cart-changes-refused');
    await expectAnswered(simulator, 'removeCartItem', 503, 'cart-changes-refused');
  });

  test("shows its refusal as a toast at the top right below the header that closes by itself after part 2's 3 s or with its close button", async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('cart-changes-refused');
    await page.clock.install();
    const { accessToken } = await signInShopper();
    await seed.addCartLine(accessToken, 1);
    const cart = new CartPage(page);
    await cart.goto();
    const line = cart.line((await seed.product(1)).name);
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to remove item' });
    // The page must be up before time stands still: the storefront reveals itself on a timer.
    await expect(line.remove).toBeEnabled();

    // Time stands still from here, so the 3 s are counted exactly however slow the machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await line.remove.click();
    await expect(toast).toBeVisible();
    await page.clock.runFor(2900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();

    await line.remove.click();
    await expect(toast).toHaveCSS('opacity', '1');
    // At the top right, just below the header: its cart count, search and account stay uncovered.
    const placement = async () => {
      const box = await toast.boundingBox();
      const header = await page.getByRole('banner').boundingBox();
      const viewport = page.viewportSize();
      return box === null || header === null || viewport === null
        ? null
        : { belowHeader: box.y - (header.y + header.height), rightGap: viewport.width - (box.x + box.width) };
    };
    await expect.poll(placement).not.toBeNull();
    await expect.poll(async () => (await placement())?.belowHeader).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await placement())?.belowHeader).toBeLessThan(40);
    await expect.poll(async () => (await placement())?.rightGap).toBeLessThan(40);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();
    await expectAnswered(simulator, 'removeCartItem', 503, 'cart-changes-refused');
  });
});
