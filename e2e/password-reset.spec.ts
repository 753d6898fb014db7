import type { Page } from '@playwright/test';
import { PasswordResetPage } from './pages/password-reset-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

/** A step of the mock flow moves on after exactly 1.5 s of the page's (stopped) clock. */
async function expectStep(page: Page, from: string, to: string): Promise<void> {
  await page.clock.runFor(1400);
  await expect(page).toHaveURL(from);
  await page.clock.runFor(100);
  await expect(page).toHaveURL(to);
}

test.describe('password reset (mock flow)', () => {
  test('goes from /forgot through /verify-otp to /reset-password and back to /login, calling nothing', async ({
    page,
    countProviderRequests,
  }) => {
    await page.clock.install();
    const reset = new PasswordResetPage(page);
    await reset.open('/forgot');
    await expect(reset.heading).toHaveText('Forgot Password');
    await expect(reset.main).toContainText('We will send a one-time password (OTP)');
    await expectNoSeriousA11yViolations(page);
    const requests = countProviderRequests();

    await reset.sendInstructions.click();
    await expect(reset.fieldMessage('Please enter your email or mobile number')).toBeVisible();
    await reset.account.fill('shopper@example.com');
    await reset.stopTime();
    await reset.sendInstructions.click();
    await expect(reset.sendInstructions).toBeDisabled();
    await expectStep(page, '/forgot', '/verify-otp');

    await expect(reset.heading).toHaveText('Verify OTP');
    await expect(reset.main).toContainText('Enter the 4-digit OTP sent to +91 XXXXXX7890.');
    await expect(reset.validateOtp).toBeDisabled();
    await reset.otpBox(1).pressSequentially('2468');
    await reset.validateOtp.click();
    await expectStep(page, '/verify-otp', '/reset-password');

    await expect(reset.heading).toHaveText('Set a New Password');
    await reset.newPassword.fill('Secret#2026');
    await reset.confirmPassword.fill('Secret#2026');
    await reset.resetPassword.click();
    await expectStep(page, '/reset-password', '/login');
    await expect(page.getByRole('heading', { name: 'Login to Stores/Admin Account' })).toBeVisible();
    await expect.poll(() => requests.count()).toBe(0);
  });

  test('takes one digit per OTP box, moves on as digits are typed and back with Backspace', async ({
    page,
    countProviderRequests,
  }) => {
    const reset = new PasswordResetPage(page);
    await reset.open('/verify-otp');
    await expect(reset.otpBoxes).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
    const requests = countProviderRequests();

    await reset.otpBox(1).click();
    await page.keyboard.type('a1');
    await expect(reset.otpBox(1)).toHaveValue('1');
    await expect(reset.otpBox(2)).toBeFocused();
    await page.keyboard.type('-2 3');
    await expect(reset.otpBox(4)).toBeFocused();
    await expect(reset.validateOtp).toBeDisabled();
    await page.keyboard.type('4');
    await expect.poll(() => reset.otpValues()).toEqual(['1', '2', '3', '4']);
    await expect(reset.validateOtp).toBeEnabled();

    await page.keyboard.press('Backspace');
    await expect.poll(() => reset.otpValues()).toEqual(['1', '2', '3', '']);
    await expect(reset.otpBox(4)).toBeFocused();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect.poll(() => reset.otpValues()).toEqual(['1', '', '', '']);
    await expect(reset.otpBox(2)).toBeFocused();
    await expect(reset.validateOtp).toBeDisabled();
    await page.keyboard.type('34');
    await expect.poll(() => reset.otpValues()).toEqual(['1', '3', '4', '']);
    await expect(reset.otpBox(4)).toBeFocused();

    await reset.sendAgain.click();
    await expect(page).toHaveURL('/verify-otp');
    await expect.poll(() => requests.count()).toBe(0);
  });

  test('lets the new password through only when both entries match', async ({ page }) => {
    const reset = new PasswordResetPage(page);
    await reset.open('/reset-password');
    await expect(reset.main.getByText('At least 8 characters', { exact: true })).toBeVisible();
    await expect(reset.resetPassword).toBeDisabled();

    await reset.newPassword.fill('Secret#2026');
    await reset.confirmPassword.fill('Secret#2025');
    await expect(reset.fieldMessage('Passwords do not match')).toBeVisible();
    await expect(reset.resetPassword).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await reset.confirmPassword.fill('Secret#2026');
    await expect(reset.fieldMessage('Passwords do not match')).toBeHidden();
    await expect(reset.resetPassword).toBeEnabled();
  });

  test('turns the slides every 5 s', async ({ page }) => {
    await page.clock.install();
    const reset = new PasswordResetPage(page);
    await reset.open('/forgot');
    await reset.stopTime();
    await reset.pauseSlides.click();
    await reset.playSlides.click();
    for (const name of ['1 of 3', '2 of 3', '3 of 3', '1 of 3']) {
      await expect(reset.slide).toHaveAttribute('aria-label', name);
      await page.clock.runFor(5000);
    }
  });
});
