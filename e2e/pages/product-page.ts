import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SearchBox } from './search-box';
import { signInAsShopper, type SignInFixtures } from './session';

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

/** A seed product the simulator lists as unavailable: adding it to the cart is refused. */
const unavailableSeedProductId = 5;

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

  /** Opens the simulator's seed product with this id through search, and answers it. */
  async openSeedProduct(request: APIRequestContext, simulatorUrl: string, id: number): Promise<SeedProduct> {
    const product = await seedProduct(request, simulatorUrl, id);
    await this.openThroughSearch(product.name);
    return product;
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

/** Signs the seed shopper in and opens the product the provider refuses to add to the cart. */
export async function openUnavailableProductAsShopper(fixtures: SignInFixtures & { page: Page }): Promise<ProductPage> {
  await signInAsShopper(fixtures);
  const product = new ProductPage(fixtures.page);
  await product.openSeedProduct(fixtures.request, fixtures.simulator.url, unavailableSeedProductId);
  return product;
}
