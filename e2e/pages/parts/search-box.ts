import type { Locator, Page } from '@playwright/test';

/** The header's search box and its dropdown. */
export class SearchBox {
  readonly landmark: Locator;
  readonly input: Locator;
  readonly dropdownList: Locator;
  readonly dropdownResults: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.landmark = page.getByRole('search');
    this.input = this.landmark.getByRole('searchbox', { name: 'Search products' });
    this.dropdownList = this.landmark.getByRole('list', { name: 'Search results' });
    this.dropdownResults = this.dropdownList.getByRole('link');
    this.error = this.landmark.getByRole('alert');
  }

  async search(term: string): Promise<void> {
    await this.input.fill(term);
  }

  result(name: string): Locator {
    return this.dropdownResults.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  noResults(term: string): Locator {
    return this.landmark.getByText(`No products found for "${term}"`, { exact: true });
  }
}
