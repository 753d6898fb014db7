import type { Locator, Page } from '@playwright/test';

/** /redeem-voucher (Load Coins): the voucher code, Redeem, and the page's success and error boxes. */
export class RedeemVoucherPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly codeField: Locator;
  readonly redeemButton: Locator;
  readonly redeemingButton: Locator;
  /** The green box of a redeemed code: the provider's message and the coins added. */
  readonly successBox: Locator;
  /** The red box of a refused code; the toasts are outside the page's main. */
  readonly errorBox: Locator;
  readonly coinHistoryLink: Locator;
  readonly browseVouchersLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Load Coins' });
    this.codeField = this.main.getByRole('textbox', { name: 'Voucher code' });
    this.redeemButton = this.main.getByRole('button', { name: 'Redeem', exact: true });
    this.redeemingButton = this.main.getByRole('button', { name: 'Redeeming...' });
    this.successBox = this.main.getByRole('status');
    this.errorBox = this.main.getByRole('alert');
    this.coinHistoryLink = this.main.getByRole('link', { name: 'See your coin history' });
    this.browseVouchersLink = this.main.getByRole('link', { name: 'Browse vouchers' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/redeem-voucher');
  }

  /** Types the code as a shopper does and presses Redeem. */
  async redeem(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.redeemButton.click();
  }

  /** The message shown under the field, exactly. */
  fieldMessage(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }
}
