import type { Locator, Page } from '@playwright/test';

/** /payment-success and /payment-notification: how the order ended, and the next step. */
export class PaymentResultPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
  }
}

/** /timeexp: the payment session timed out. */
export class TimeExpiredPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly goBack: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Link Expired!' });
    this.goBack = this.main.getByRole('button', { name: 'Go Back to HomePage' });
  }
}

/** The simulator's stand-in for a UPI app's payment page. */
export class MockUpiPage {
  readonly heading: Locator;
  readonly approve: Locator;
  readonly decline: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Mock UPI payment', exact: true });
    this.approve = page.getByRole('button', { name: 'Approve' });
    this.decline = page.getByRole('button', { name: 'Decline' });
  }

  /** A row of the payment's details ('Order', 'Amount', 'Method') by its label: the value it shows. */
  detail(label: 'Order' | 'Amount' | 'Method'): Locator {
    return this.page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
