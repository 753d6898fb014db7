import type { Locator, Page } from '@playwright/test';
import { AuthScreen } from './parts/auth-screen';

/** The mock password reset: /forgot, /verify-otp and /reset-password. */
export class PasswordResetPage extends AuthScreen {
  readonly account: Locator;
  readonly sendInstructions: Locator;
  readonly otpBoxes: Locator;
  readonly validateOtp: Locator;
  readonly sendAgain: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly resetPassword: Locator;

  constructor(page: Page) {
    super(page);
    this.account = this.main.getByRole('textbox', { name: 'Email or Mobile Number' });
    this.sendInstructions = this.main.getByRole('button', { name: 'Send Reset Instructions' });
    this.otpBoxes = this.main.getByRole('group', { name: 'One-time password' }).getByRole('textbox');
    this.validateOtp = this.main.getByRole('button', { name: 'Validate OTP' });
    this.sendAgain = this.main.getByRole('button', { name: 'Send Again' });
    this.newPassword = this.main.getByLabel('New Password', { exact: true });
    this.confirmPassword = this.main.getByLabel('Confirm Password', { exact: true });
    this.resetPassword = this.main.getByRole('button', { name: 'Reset Password' });
  }

  /** What the four OTP boxes hold, in order. */
  async otpValues(): Promise<string[]> {
    return this.otpBoxes.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  }

  otpBox(position: number): Locator {
    return this.main.getByRole('textbox', { name: `Digit ${position} of 4` });
  }
}
