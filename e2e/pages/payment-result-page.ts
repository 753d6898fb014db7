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
  readonly approve: Locator;
  readonly decline: Locator;

  constructor(readonly page: Page) {
    this.approve = page.getByRole('button', { name: 'Approve' });
    this.decline = page.getByRole('button', { name: 'Decline' });
  }
}
