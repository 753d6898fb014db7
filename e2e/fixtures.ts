import AxeBuilder from '@axe-core/playwright';
import { test as base } from '@playwright/test';
import { AppShellPage } from './pages/app-shell-page';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface Fixtures {
  appShell: AppShellPage;
  /** Runs axe on the current page and returns only the violations that block release: serious or critical. */
  blockingA11yViolations: () => Promise<AxeResults['violations']>;
}

export const test = base.extend<Fixtures>({
  appShell: async ({ page }, use) => {
    await use(new AppShellPage(page));
  },
  blockingA11yViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      return results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
    });
  },
});

export { expect } from '@playwright/test';
