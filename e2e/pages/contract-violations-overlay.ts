import type { Locator, Page } from '@playwright/test';

/** The overlay the storefront shows behind the validating proxy: a count, and the list of calls that broke the contracts. */
export class ContractViolationsOverlay {
  readonly corner: Locator;
  readonly toggle: Locator;
  readonly panel: Locator;
  /** The violations, newest first. */
  readonly violations: Locator;
  readonly clear: Locator;

  constructor(readonly page: Page) {
    this.corner = page.getByRole('complementary', { name: 'Contract violations' });
    this.toggle = this.corner.getByRole('button', { name: /^Contract violations/ });
    this.panel = this.corner.getByRole('region', { name: 'Contract violations' });
    this.violations = this.panel.getByRole('list', { name: 'Violations, newest first' }).getByRole('listitem');
    this.clear = this.panel.getByRole('button', { name: 'Clear' });
  }

  /** The toggle once it counts `count` violations. */
  counting(count: number): Locator {
    return this.corner.getByRole('button', { name: `Contract violations ${count}`, exact: true });
  }

  async open(): Promise<void> {
    await this.toggle.click();
    await this.panel.waitFor();
  }
}
