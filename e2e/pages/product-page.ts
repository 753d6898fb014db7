import type { Locator, Page } from '@playwright/test';
import { SearchBox } from './parts/search-box';

/** /shopping-cart, the product page. */
export class ProductPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  readonly noImage: Locator;
  readonly amount: Locator;
  readonly quantity: Locator;
  readonly toPay: Locator;
  readonly sendAsGift: Locator;
  readonly addToMyAccount: Locator;
  readonly coinDetails: Locator;
  readonly addToCart: Locator;
  readonly addingToCart: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.noImage = this.main.getByText('No Image Available', { exact: true });
    this.amount = this.main.getByRole('spinbutton', { name: 'Enter Denomination' });
    this.quantity = this.main.getByRole('spinbutton', { name: 'Quantity' });
    this.toPay = this.main.getByRole('textbox', { name: 'To Pay' });
    this.sendAsGift = this.main.getByRole('radio', { name: 'Send as Gift' });
    this.addToMyAccount = this.main.getByRole('radio', { name: 'Add to my account (for personal use)' });
    this.coinDetails = this.main.getByRole('region', { name: 'Coin Details' });
    this.addToCart = this.main.getByRole('button', { name: 'Add to Cart', exact: true });
    this.addingToCart = this.main.getByRole('button', { name: 'Adding to Cart...' });
  }

  /** Opens the product as a shopper does: from the home page, through the header's search box. */
  async openThroughSearch(name: string): Promise<void> {
    await this.page.goto('/');
    const search = new SearchBox(this.page);
    await search.search(name);
    await search.result(name).click();
    await this.page.waitForURL('**/shopping-cart');
    await this.main.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  }

  image(name: string): Locator {
    return this.main.getByRole('img', { name, exact: true });
  }

  tab(name: 'Description' | 'Terms' | 'Redeem'): Locator {
    return this.main.getByRole('tab', { name, exact: true });
  }

  get visibleTabPanel(): Locator {
    return this.main.getByRole('tabpanel');
  }
}
