import { LayoutPage } from './pages/layout-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

const organizationName = 'Lumen Rewards';
const email = 'support@lumenrewards.example.com';
const stepOne = 'Add products to cart and proceed to checkout.';
const stepTwoShort = 'At checkout, select your points balance and redeem against the shopping cart value.';
const stepTwoLong = `${stepTwoShort} You can pay additional amount via other payment modes as well.`;

// Spec part 1 words step 2 of the guide (the dialog, and /redemption as its mobile page); spec part 2 words it for
// /redemptionpage without the other payment modes.
const pages = [
  { path: '/redemption', stepTwo: stepTwoLong },
  { path: '/redemptionpage', stepTwo: stepTwoShort },
];

test.describe('the Redemption Guide pages', () => {
  for (const { path, stepTwo } of pages) {
    test(`${path} shows the guide with its tabs, steps and contact e-mail`, async ({ page }) => {
      const layout = new LayoutPage(page);
      await layout.goto(path);
      const main = page.getByRole('main');

      await expect(page).toHaveTitle('Redemption Guide | Lumen Gift Store | Lumen Rewards');
      await expect(main.getByRole('heading', { level: 1, name: 'Redemption Guide' })).toBeVisible();
      await expect(main.getByRole('tab')).toHaveText([`${organizationName} Coins`, `${organizationName} Codes`]);
      await expect(main.getByText('Step 1', { exact: true })).toBeVisible();
      await expect(main.getByText(stepOne, { exact: true })).toBeVisible();
      await expect(main.getByText('Step 2', { exact: true })).toBeVisible();
      await expect(main.getByText(stepTwo, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await expect(layout.footer).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await main.getByRole('tab', { name: `${organizationName} Codes` }).click();
      await expect(main.getByRole('tabpanel')).toHaveText('No codes are available yet.');
      await expect(main.getByText(stepOne, { exact: true })).toBeHidden();
      await main.getByRole('tab', { name: `${organizationName} Coins` }).click();
      await expect(main.getByText(stepOne, { exact: true })).toBeVisible();
    });
  }
});
