import { CartPage } from './pages/cart-page';
import { CataloguePage } from './pages/catalogue-page';
import { ContractViolationsOverlay } from './pages/contract-violations-overlay';
import { LayoutPage } from './pages/layout-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/contract-proxy';

test.describe('the contract-violations overlay behind the validating proxy', () => {
  test("lists the cart answer that broke its contract: the call, its status and why, as the provider's fault", async ({
    page,
    simulator,
    signInShopper,
    contractProxy,
  }) => {
    await simulator.useScenario('cart-breaks-contract');
    await signInShopper();
    const overlay = new ContractViolationsOverlay(page);
    const cart = new CartPage(page);

    await cart.goto();

    await expect(cart.loadFailedMessage).toBeVisible();
    // The header's cart count and the page each ask for the cart: every answer they got is counted.
    await expect(overlay.toggle).toHaveAccessibleName(/^Contract violations [1-9]\d*$/);
    await expect(overlay.toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousA11yViolations(page);
    await overlay.open();
    await expect(overlay.panel).toContainText(contractProxy.url);
    await expect(overlay.violations.first()).toBeVisible();
    for (const violation of await overlay.violations.all()) {
      await expect(violation).toContainText('GET /cart/ (getCart) answered 200');
      await expect(violation).toContainText("The provider's answer breaks its contract (body): the body must be array");
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('counts nothing while every call keeps its contract; keyboard opens it and Escape closes it', async ({
    page,
    contractProxy,
  }) => {
    const overlay = new ContractViolationsOverlay(page);
    const proxied = page.waitForResponse((response) => response.url().startsWith(`${contractProxy.url}/`));

    await page.goto('/');

    await proxied;
    await expect(overlay.counting(0)).toBeVisible();
    await overlay.toggle.focus();
    await page.keyboard.press('Enter');
    await expect(overlay.panel).toContainText('None so far.');
    await expect(overlay.toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(overlay.panel).toBeHidden();
    await expect(overlay.toggle).toBeFocused();
  });

  test("covers nothing of the page's end on a 360 px phone, where the footer's links wrap", async ({
    page,
    isMobile,
    contractProxy,
  }) => {
    test.skip(!isMobile, 'a phone');
    const overlay = new ContractViolationsOverlay(page);
    const proxied = page.waitForResponse((response) => response.url().startsWith(`${contractProxy.url}/`));
    await page.setViewportSize({ width: 360, height: 740 });
    await new CataloguePage(page).goto();
    await proxied;
    await expect(overlay.counting(0)).toBeVisible();

    expect(await new LayoutPage(page).footerPartsUnder(overlay.toggle)).toEqual([]);
  });
});
