import type { Locator, Page } from '@playwright/test';

/** /verify-details, where checkout lands: the window, the shopper's details, the methods and the pay button. */
export class VerifyDetailsPage {
  readonly main: Locator;
  readonly timer: Locator;
  readonly details: Locator;
  readonly methods: Locator;
  readonly terms: Locator;
  readonly backToCart: Locator;
  readonly successDialog: Locator;
  readonly leaveQuestion: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.timer = this.main.getByRole('timer', { name: 'Time left to pay' });
    this.details = this.main.getByRole('region', { name: 'Verify your details' });
    this.methods = this.main.getByRole('radiogroup', { name: 'Payment method' });
    this.terms = this.main.getByRole('checkbox', {
      name: 'I accept Terms and Conditions and allow redeeming 1000 coins to this site after payment.',
    });
    this.backToCart = this.main.getByRole('button', { name: 'Back to Cart' });
    this.successDialog = page.getByRole('dialog', { name: 'Payment Success' });
    this.leaveQuestion = page.getByRole('alertdialog', {
      name: 'Are you sure you want to leave? Your payment session will be cancelled.',
    });
  }

  /** A row of the shopper's details ('Order', 'Coins used', ...) by its label: the value it shows. */
  detail(label: string): Locator {
    return this.details
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** The pay button for an amount as the page writes it, e.g. '1350.45'. */
  payButton(amount: string): Locator {
    return this.main.getByRole('button', { name: `₹ ${amount} | Make Payment`, exact: true });
  }

  method(name: 'PhonePe' | 'Paytm' | 'G Pay' | 'Other'): Locator {
    return this.methods.getByRole('radio', { name, exact: true });
  }
}
