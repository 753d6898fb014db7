import type { Locator, Page } from '@playwright/test';

/** /purchase-voucher: the static promo, its two offers and the disabled Next with its reason. */
export class PurchaseVoucherPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly offers: Locator;
  readonly next: Locator;
  readonly nextReason: Locator;
  readonly browseVouchersLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Purchase Vouchers and Earn Benefits' });
    this.offers = this.main.getByRole('list', { name: 'Offers' }).getByRole('listitem');
    this.next = this.main.getByRole('button', { name: 'Next', exact: true });
    this.nextReason = this.main.getByText('Purchasing from this page is not available yet.', { exact: true });
    this.browseVouchersLink = this.main.getByRole('link', { name: 'Browse vouchers' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/purchase-voucher');
  }

  /** A text of the page, exactly. */
  text(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }
}
