import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { SearchBox } from './search-box';

/** A seed product as the simulator lists it. */
export interface SeedProduct {
  id: number;
  name: string;
  is_available: boolean;
  image_url: string | null;
  subcategory: { name: string };
  denominations: { min: string; max: string }[];
}

/** The simulator's seed product with this id (the seed has 80, all on one big page). */
export async function seedProduct(request: APIRequestContext, simulatorUrl: string, id: number): Promise<SeedProduct> {
  const response = await request.get(`${simulatorUrl}/products/?page=1&perPage=100`);
  const { results } = (await response.json()) as { results: SeedProduct[] };
  const product = results.find((candidate) => candidate.id === id);
  if (product === undefined) throw new Error(`the seed has no product ${id}`);
  return product;
}

/**
 * Signs the seed shopper in through the simulator's API and stores the access token as the login screen does (the
 * access_token cookie on the storefront's origin); answers the token.
 */
export async function signInAsShopper(
  request: APIRequestContext,
  context: BrowserContext,
  simulatorUrl: string,
  storefrontUrl: string,
): Promise<string> {
  const response = await request.post(`${simulatorUrl}/user/login/`, {
    data: { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' },
  });
  if (!response.ok()) throw new Error(`the seed shopper could not sign in: HTTP ${response.status()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await context.addCookies([{ name: 'access_token', value: token, url: storefrontUrl }]);
  return token;
}

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
