import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { EditProfilePage } from './pages/edit-profile-page';
import { LayoutPage } from './pages/layout-page';
import { ProfileDemoPage } from './pages/profile-demo-page';
import { PurchaseVoucherPage } from './pages/purchase-voucher-page';

test.describe('profile demo (/profile)', () => {
  test('is marked as a demo and shows the sample profile, 2054 points and the sample orders', async ({ page }) => {
    const demo = new ProfileDemoPage(page);
    await demo.goto();
    await expect(demo.heading).toBeVisible();
    await expect(demo.demoChip).toBeVisible();
    await expect(demo.demoNote).toHaveText(
      'This is a sample profile to show the layout. Your own details are in Edit Profile.',
    );
    await expect(demo.profileCard.getByText('priya.sharma@example.com', { exact: true })).toBeVisible();
    await expect(demo.profileCard.getByText('2,054 Points', { exact: true })).toBeVisible();
    await expect(demo.orders.getByRole('listitem')).toHaveCount(3);
    await expect(demo.order('SAMPLE-1042')).toContainText('₹1,500.00');
    await expect(demo.order('SAMPLE-1029')).toContainText('₹750.50');
    await expect(demo.trackOrderLink).toHaveAttribute('href', '/order-history');
    await expectNoSeriousA11yViolations(page);
  });

  test("the footer's Sample Profile leads here", async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await layout.footerLink('Sample Profile').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(new ProfileDemoPage(page).heading).toBeVisible();
  });

  test('both links lead to Edit Profile, which asks an anonymous visitor to sign in', async ({ page }) => {
    const demo = new ProfileDemoPage(page);
    await demo.goto();
    await expect(demo.editYourProfileLink).toHaveAttribute('href', '/edit-profile');
    await demo.noteEditProfileLink.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in shopper's Edit your profile opens their own profile", async ({ page, signInShopper }) => {
    await signInShopper();
    const demo = new ProfileDemoPage(page);
    await demo.goto();
    await demo.editYourProfileLink.click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(new EditProfilePage(page).heading).toBeVisible();
  });
});

test.describe('purchase-voucher promo (/purchase-voucher)', () => {
  test("shows the spec's texts and offers, and Next disabled with its reason", async ({ page }) => {
    const promo = new PurchaseVoucherPage(page);
    await promo.goto();
    await expect(promo.heading).toBeVisible();
    for (const text of [
      'Earn 3x worth benefits',
      'You are purchasing for ₹ 1000',
      'Only multiples of 5 are accepted as amount.',
    ]) {
      await expect(promo.text(text)).toBeVisible();
    }
    await expect(promo.offers).toHaveCount(2);
    await expect(promo.offers.nth(0)).toContainText('Pay ₹ 5, get 10 worth voucher points');
    await expect(promo.offers.nth(0)).toContainText('Limited Period Offer');
    await expect(promo.offers.nth(1)).toContainText('Pay ₹ 100');
    await expect(promo.offers.nth(1)).not.toContainText('Limited Period Offer');
    await expect(promo.next).toBeDisabled();
    await expect(promo.next).toHaveAccessibleDescription('Purchasing from this page is not available yet.');
    await expect(promo.nextReason).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the footer's Purchase Vouchers leads here", async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await layout.footerLink('Purchase Vouchers').click();
    await expect(page).toHaveURL(/\/purchase-voucher$/);
    await expect(new PurchaseVoucherPage(page).heading).toBeVisible();
  });

  test('offers the catalogue instead of the purchase', async ({ page }) => {
    const promo = new PurchaseVoucherPage(page);
    await promo.goto();
    await promo.browseVouchersLink.click();
    await expect(page).toHaveURL(/\/$/);
  });
});
