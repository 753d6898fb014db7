import { LoginPage } from './pages/login-page';
import { SignupPage, type SignupDetails } from './pages/signup-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectShownNotAnnounced, liveRegionsWith } from './support/announcements';
import { fakeProviderAnswer, reasonlessFailure } from './support/faked-answer';
import { expect, test } from './support/fixtures';
import { seedShopper } from './support/seed';

test.describe.configure({ mode: 'parallel' });

const valid: SignupDetails = {
  name: "Ravi K. D'Souza",
  email: 'ravi@example.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
};

const successText = 'Signup Successful! Redirecting to login page...';

test.describe('signup screen', () => {
  test('shows its fields and asks for each of them', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await expect(signup.carousel).toBeVisible();
    await expect(signup.password).toHaveAttribute('autocomplete', 'new-password');
    await expectNoSeriousA11yViolations(page);

    await signup.registerNow.click();
    for (const message of [
      'Please enter your full name',
      'Please enter your email address',
      'Password is required',
      'Please confirm your password',
    ]) {
      await expect(signup.fieldMessage(message)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('explains each rule a value breaks', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    const cases: [keyof SignupDetails, string, string][] = [
      ['name', 'R2-D2', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
      ['name', 'R', 'Name should be at least 2 characters'],
      ['name', 'A'.repeat(51), 'Name cannot exceed 50 characters'],
      ['email', '1ravi@example.com', 'Email must start with a letter and use valid format (e.g., name@example.com)'],
      ['email', 'ravi@example.c', 'Email must start with a letter and use valid format (e.g., name@example.com)'],
      ['password', 'Se#1', 'Password must be 8-16 characters'],
      [
        'password',
        'secret#2026',
        'Password must contain at least one uppercase, lowercase, number, and special character',
      ],
      ['confirmPassword', 'Secret#2027', 'Passwords do not match'],
    ];
    await signup.fillIn(valid);
    const inputs = {
      name: signup.fullName,
      email: signup.email,
      password: signup.password,
      confirmPassword: signup.confirmPassword,
    };
    for (const [field, value, message] of cases) {
      await inputs[field].fill(value);
      await inputs[field].blur();
      await expect(signup.fieldMessage(message)).toBeVisible();
      await inputs[field].fill(valid[field]);
      await expect(signup.fieldMessage(message)).toBeHidden();
    }
  });

  test('takes at most 16 characters of a password', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.password.pressSequentially('Abcdefgh#1234567890');
    await expect(signup.password).toHaveValue('Abcdefgh#1234567');
    await expect(signup.password).toHaveAttribute('maxlength', '16');
    await expect(signup.confirmPassword).toHaveAttribute('maxlength', '16');
  });

  test('creates the account, says so, and opens the login screen 3 s later', async ({ page, simulator }) => {
    await page.clock.install();
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.fillIn(valid);

    await signup.stopTime();
    await signup.registerNow.click();
    await expect(signup.formAlert).toHaveText(successText);
    await expect
      .poll(async () => (await simulator.state()).users.find((user) => user.email === valid.email)?.username)
      .toBe(valid.name);
    await page.clock.runFor(2900);
    await expect(page).toHaveURL('/signup');
    await page.clock.runFor(100);
    await expect(page).toHaveURL('/login');

    // The new account signs in.
    await page.clock.resume();
    const login = new LoginPage(page);
    await login.heading.waitFor();
    await login.signIn(valid.email, valid.password);
    await expect(page).toHaveURL('/');
  });

  test('refuses an e-mail that already has an account', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.fillIn({ ...valid, email: seedShopper.email });
    await signup.registerNow.click();

    await expect(signup.formAlert).toHaveText('An account with this email already exists.');
    // The red box announces the refusal; the toast only shows it.
    await expectShownNotAnnounced(signup.toast('Conflict'));
    await expect(page).toHaveURL('/signup');
    await expectNoSeriousA11yViolations(page);
  });

  test("says the spec's own texts when the provider fails without a reason", async ({ page, simulator }) => {
    await fakeProviderAnswer(page, simulator.url, { method: 'POST', path: '/user/signup/' }, reasonlessFailure);
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.fillIn(valid);
    await signup.registerNow.click();

    await expect(signup.formAlert).toHaveText('Signup failed. Please check your details and try again.');
    await expectShownNotAnnounced(signup.toast('Signup failed. Please try again.'));
    await expect(liveRegionsWith(page, 'Signup failed.')).toHaveCount(1);
    await expect(page).toHaveURL('/signup');
  });
});
