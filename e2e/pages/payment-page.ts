import type { Locator, Page } from '@playwright/test';

/** /payment (and /welcome): the 300 s window, the shopper's details, the terms, the methods and the pay button. */
export class PaymentPage {
  readonly main: Locator;
  readonly loading: Locator;
  readonly timer: Locator;
  readonly details: Locator;
  readonly terms: Locator;
  readonly methods: Locator;
  readonly backToCart: Locator;
  readonly goBack: Locator;
  readonly congrats: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.loading = this.main.getByText('Loading Order Details...', { exact: true });
    this.timer = this.main.getByRole('timer', { name: 'Time left to pay' });
    this.details = this.main.getByRole('region', { name: 'Verify your details' });
    this.terms = this.main.getByRole('checkbox', {
      name: 'I accept Terms and Conditions and allow redeeming 1000 coins to this site after payment.',
    });
    this.methods = this.main.getByRole('radiogroup', { name: 'Payment method' });
    this.backToCart = this.main.getByRole('button', { name: 'Back to Cart' });
    this.goBack = this.main.getByRole('button', { name: 'Go Back' });
    this.congrats = page.getByRole('dialog', { name: 'Congrats' });
  }

  async goto(orderId: string, path: '/payment' | '/welcome' = '/payment'): Promise<void> {
    await this.page.goto(`${path}?orderid=${orderId}`);
  }

  method(name: 'PhonePe' | 'Paytm' | 'G Pay' | 'Other'): Locator {
    return this.methods.getByRole('radio', { name, exact: true });
  }

  /** The pay button, whatever it reads ('Pay ₹1500.50', then 'Pay ₹1500.50 with PhonePe'). */
  get payButton(): Locator {
    return this.main.getByRole('button', { name: /^Pay ₹/ });
  }

  edit(field: 'name' | 'phone' | 'e-mail'): Locator {
    return this.details.getByRole('button', { name: `Edit ${field}` });
  }
}
