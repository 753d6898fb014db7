import type { Locator, Page } from '@playwright/test';

/** One line of the cart, found by its product's name. */
export class CartLine {
  readonly item: Locator;
  readonly quantity: Locator;
  readonly decrease: Locator;
  readonly increase: Locator;
  readonly remove: Locator;

  constructor(list: Locator, name: string) {
    this.item = list.getByRole('listitem', { name, exact: true });
    this.quantity = this.item.getByRole('textbox', { name: `Quantity of ${name}`, exact: true });
    this.decrease = this.item.getByRole('button', { name: `Decrease quantity of ${name}`, exact: true });
    this.increase = this.item.getByRole('button', { name: `Increase quantity of ${name}`, exact: true });
    this.remove = this.item.getByRole('button', { name: `Remove ${name}`, exact: true });
  }

  /** Types a quantity and leaves the field, as a shopper does. */
  async typeQuantity(text: string): Promise<void> {
    await this.quantity.fill(text);
    await this.quantity.press('Enter');
  }
}

/** /cart: the lines, the order summary with the coin discount, and Checkout. */
export class CartPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly lines: Locator;
  readonly emptyMessage: Locator;
  readonly browseVouchers: Locator;
  readonly loadFailedMessage: Locator;
  readonly tryAgain: Locator;
  readonly summary: Locator;
  readonly coinDiscount: Locator;
  readonly checkout: Locator;
  /** The header's CART button or the bottom bar's Cart, whichever the viewport shows; its name carries the count. */
  readonly cartLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'My Cart' });
    this.lines = this.main.getByRole('list', { name: 'Cart items' });
    this.emptyMessage = this.main.getByText('Your cart is empty.', { exact: true });
    this.browseVouchers = this.main.getByRole('link', { name: 'Browse vouchers' });
    this.loadFailedMessage = this.main.getByText('Failed to load cart data', { exact: true });
    this.tryAgain = this.main.getByRole('button', { name: 'Try again' });
    this.summary = this.main.getByRole('region', { name: 'Order summary' });
    this.coinDiscount = this.summary.getByRole('checkbox', { name: /coins for 10% off/ });
    this.checkout = this.summary.getByRole('button', { name: 'Checkout' });
    this.cartLink = page.getByRole('link', { name: /^Cart, \d+ items?$/ }).filter({ visible: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/cart');
  }

  line(name: string): CartLine {
    return new CartLine(this.lines, name);
  }

  /** A row of the summary ('Cart total', 'Coin discount', 'Cash to pay') by its label: the amount it shows. */
  amount(label: string): Locator {
    return this.summary.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  }
}
