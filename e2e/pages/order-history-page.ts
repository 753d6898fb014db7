import type { Locator, Page } from '@playwright/test';
import { toast } from './parts/toasts';

/** One voucher of an order: its card number, PIN and claim URL, each with a copy button when there is a value. */
export class VoucherCard {
  readonly item: Locator;

  constructor(
    order: Locator,
    readonly orderId: string,
    readonly number: number,
  ) {
    this.item = order.getByRole('listitem', { name: `Voucher ${number}`, exact: true });
  }

  /** The value shown for a field ('Card number', 'PIN', 'Claim URL'), or its missing-value text. */
  field(label: 'Card number' | 'PIN' | 'Claim URL'): Locator {
    return this.item.getByRole('definition').nth(['Card number', 'PIN', 'Claim URL'].indexOf(label));
  }

  copy(label: 'card number' | 'pin' | 'claim URL'): Locator {
    return this.item.getByRole('button', {
      name: `Copy ${label} of voucher ${this.number} of order ${this.orderId}`,
      exact: true,
    });
  }
}

/** One order of the list, found by its id. */
export class OrderCard {
  readonly item: Locator;
  readonly status: Locator;
  readonly showDetails: Locator;
  readonly hideDetails: Locator;
  readonly items: Locator;
  readonly vouchers: Locator;

  constructor(
    list: Locator,
    readonly id: string,
  ) {
    this.item = list.getByRole('listitem', { name: `Order ${id}`, exact: true });
    this.status = this.item.locator('[data-tone]');
    this.showDetails = this.item.getByRole('button', { name: `Show details of order ${id}` });
    this.hideDetails = this.item.getByRole('button', { name: `Hide details of order ${id}` });
    this.items = this.item.getByRole('region', { name: 'Items' });
    this.vouchers = this.item.getByRole('region', { name: 'Vouchers' });
  }

  voucher(number: number): VoucherCard {
    return new VoucherCard(this.item, this.id, number);
  }
}

/** /order-history (Track Order): the shopper's orders with their vouchers, and the Coin History panel. */
export class OrderHistoryPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly orders: Locator;
  readonly noOrders: Locator;
  readonly loadFailed: Locator;
  readonly tryAgain: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Track Order' });
    const section = this.main.getByRole('region', { name: 'Orders' });
    this.orders = section.getByRole('list', { name: 'Orders' });
    this.noOrders = section.getByText('You have no orders yet.', { exact: true });
    this.loadFailed = section.getByText('Failed to fetch Order History.', { exact: true });
    this.tryAgain = section.getByRole('button', { name: 'Try again' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/order-history');
  }

  order(id: string): OrderCard {
    return new OrderCard(this.orders, id);
  }

  /** A toast with this text. */
  toast(text: string): Locator {
    return toast(this.page, text);
  }
}
