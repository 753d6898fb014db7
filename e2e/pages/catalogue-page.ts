import { AppShellPage } from './app-shell-page';
import type { Locator, Page } from '@playwright/test';

/** The spec's catalogue reveal delay (part 1, section 9). */
const catalogueRevealDelayMs = 600;

export type SortLabel = 'Price Range' | 'Price: High to Low' | 'Price: Low to High';

/** The catalogue home: filter panel (or its drawer on mobile), sort, product cards and paging. */
export class CataloguePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly banner: Locator;
  readonly cards: Locator;
  readonly sortSelect: Locator;
  readonly paging: Locator;
  readonly showMoreButton: Locator;
  readonly showLessButton: Locator;
  readonly allLoaded: Locator;
  readonly loadingProducts: Locator;
  readonly filtersButton: Locator;
  readonly filterDrawer: Locator;
  readonly applyFiltersButton: Locator;
  readonly busyOverlay: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.banner = this.main.getByRole('img', { name: /Gift cards and vouchers for every occasion/ });
    this.cards = this.main.getByRole('article');
    this.sortSelect = this.main.getByLabel('Sort by');
    this.paging = this.main.getByRole('group', { name: 'Paging' });
    this.showMoreButton = this.paging.getByRole('button', { name: 'Show More', exact: true });
    this.showLessButton = this.paging.getByRole('button', { name: 'Show Less', exact: true });
    this.allLoaded = this.main.getByText('All items are loaded!', { exact: true });
    this.loadingProducts = this.main.getByText('Loading products...', { exact: true });
    this.filtersButton = this.main.getByRole('button', { name: /^Filters/ });
    this.filterDrawer = page.getByRole('dialog', { name: 'Filters' });
    this.applyFiltersButton = this.filterDrawer.getByRole('button', { name: 'Apply Filters' });
    this.busyOverlay = page.getByRole('progressbar', { name: 'Loading', exact: true });
  }

  /**
   * Opens the home and waits until the catalogue has appeared. The spec's 600 ms between the configuration and the
   * catalogue are moved on with the page's clock rather than waited out (smoke.spec.ts checks the 600 ms themselves),
   * so the rest of the test runs on an installed page clock set to the time of opening: a test that needs its own
   * clock (another time, paused) sets it after this.
   */
  async goto(): Promise<void> {
    await this.page.clock.install();
    await this.page.goto('/');
    const shell = new AppShellPage(this.page);
    await shell.configurationSpinner.waitFor({ state: 'detached' });
    await this.page.clock.fastForward(catalogueRevealDelayMs);
    await shell.catalogueSpinner.waitFor({ state: 'detached' });
  }

  /** Waits until no request holds the global spinner overlay (axe would measure contrast through it). */
  async waitUntilIdle(): Promise<void> {
    await this.busyOverlay.waitFor({ state: 'hidden' });
  }

  /** Whether the filter panel lives in a drawer (small screens). */
  async usesDrawer(): Promise<boolean> {
    return (this.page.viewportSize()?.width ?? 1280) < 900;
  }

  /** The filter panel: in the page on desktop, in the drawer (opened if need be) on mobile. */
  async filterPanel(): Promise<Locator> {
    if (!(await this.usesDrawer())) return this.main.getByRole('region', { name: 'Filters' });
    if (!(await this.filterDrawer.isVisible())) await this.filtersButton.click();
    return this.filterDrawer.getByRole('region', { name: 'Filters' });
  }

  /** On mobile, applies the drawer's draft; on desktop changes apply as they are made. */
  async applyFilters(): Promise<void> {
    if (await this.usesDrawer()) await this.applyFiltersButton.click();
  }

  async toggleSubcategory(name: string): Promise<void> {
    const panel = await this.filterPanel();
    const checkbox = panel.getByRole('checkbox', { name, exact: true });
    if (!(await checkbox.isVisible())) await panel.getByRole('button', { name: 'Show More', exact: true }).click();
    await checkbox.click();
  }

  async setAmountRange(min: string, max: string): Promise<void> {
    const panel = await this.filterPanel();
    await panel.getByLabel('Min', { exact: true }).fill(min);
    await panel.getByLabel('Max', { exact: true }).fill(max);
  }

  async sortBy(label: SortLabel): Promise<void> {
    await this.sortSelect.selectOption({ label });
  }

  card(productName: string): Locator {
    return this.main.getByRole('article', { name: productName, exact: true });
  }

  /** Each card's denomination as shown (its first denomination's min until the shopper changes it), in rupees. */
  async cardAmounts(): Promise<number[]> {
    const values = await this.cards
      .getByLabel('Denomination')
      .evaluateAll((controls) => controls.map((control) => (control as HTMLInputElement | HTMLSelectElement).value));
    return values.map(Number);
  }
}
