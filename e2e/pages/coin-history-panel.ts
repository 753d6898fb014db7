import type { Locator, Page } from '@playwright/test';

/** One coin movement of the panel, found by its coupon code (a voucher code, an order id or REFUND-<order id>). */
export class CoinEntry {
  readonly item: Locator;
  /** 'Redeemed' or 'Pending'. */
  readonly state: Locator;
  readonly date: Locator;

  constructor(
    list: Locator,
    readonly couponCode: string,
  ) {
    this.item = list.getByRole('listitem', { name: couponCode, exact: true });
    this.state = this.item.getByText(/^(Redeemed|Pending)$/);
    this.date = this.item.locator('time');
  }
}

/** Track Order's Coin History panel: its sort, filter and search, and the entries they keep. */
export class CoinHistoryPanel {
  readonly region: Locator;
  readonly toggle: Locator;
  readonly entries: Locator;
  /** The coupon code of every entry listed, top to bottom: the first line of each. */
  readonly codes: Locator;
  readonly sort: Locator;
  readonly search: Locator;
  /** 'Showing N of M'. */
  readonly count: Locator;
  readonly loadFailed: Locator;
  readonly tryAgain: Locator;
  readonly noHistory: Locator;
  readonly noMatches: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.toggle = main.getByRole('button', { name: 'Coin History', exact: true });
    this.region = main.getByRole('region', { name: 'Coin History', exact: true });
    this.entries = this.region.getByRole('list', { name: 'Coin history entries' });
    this.codes = this.entries.getByRole('listitem').locator(':scope > :first-child');
    this.sort = this.region.getByRole('combobox', { name: 'Sort by' });
    this.search = this.region.getByRole('searchbox', { name: 'Search by coupon code' });
    this.count = this.region.getByRole('status');
    this.loadFailed = this.region.getByText('Failed to fetch coins history', { exact: true });
    this.tryAgain = this.region.getByRole('button', { name: 'Try again' });
    this.noHistory = this.region.getByText('No coin history yet.', { exact: true });
    this.noMatches = this.region.getByText('No entries match your search.', { exact: true });
  }

  entry(couponCode: string): CoinEntry {
    return new CoinEntry(this.entries, couponCode);
  }

  filter(name: 'All' | 'Redeemed' | 'Pending'): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  async sortBy(label: 'Newest first' | 'Highest amount'): Promise<void> {
    await this.sort.selectOption({ label });
  }
}
