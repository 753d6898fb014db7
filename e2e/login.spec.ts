import type { Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { expectAnswered } from './support/journal';
import { expectLoginRefused } from './support/login-refused';
import type { ProviderClient } from './support/provider-client';
import { seedShopper } from './support/seed';
import { expectSignedIn } from './support/session';

test.describe.configure({ mode: 'parallel' });

interface ErrorCase {
  cause: string;
  email?: string;
  password?: string;
  /** What the simulator answers by itself. */
  status: number;
  message: string;
}

// The login error texts of spec section 8 that the simulator gives by itself; each scenario that refuses every
// sign-in has its replay suite in e2e/scenarios/.
const errorCases: ErrorCase[] = [
  {
    cause: 'a wrong password (401 invalid_grant)',
    password: 'Wrong@1234',
    status: 401,
    message: 'Invalid password. Please check your password and try again.',
  },
  {
    cause: "a locked account (the 403's description)",
    email: 'locked@example.com',
    status: 403,
    message: 'This account is locked; contact support.',
  },
  {
    cause: "an unknown e-mail (the 404's description)",
    email: 'nobody@example.com',
    status: 404,
    message: 'No account has this e-mail address or phone number.',
  },
  {
    cause: "a password of the wrong length (the 422's description)",
    password: 'Short1!',
    status: 422,
    message: 'The credentials must be 8-16 characters long.',
  },
];

/** Fails five sign-ins of the seed shopper straight at the provider, so that the next one is throttled. */
async function exhaustAttempts(provider: ProviderClient): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await provider.call('login', {
      json: { username: seedShopper.email, password: 'Wrong@1234', grant_type: 'password' },
    });
    expect(response.status()).toBe(401);
  }
}

/** Everything the page keeps on the device, as one text. */
async function deviceStorage(page: Page): Promise<string> {
  const storages = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  return storages + JSON.stringify(await page.context().cookies());
}

test.describe('login screen', () => {
  test('shows the heading, the fields, Remember me, the links and the carousel', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await expect(login.heading).toHaveText('Login to Stores/Admin Account');
    await expect(login.email).toHaveAttribute('autocomplete', 'username');
    await expect(login.password).toHaveAttribute('type', 'password');
    await expect(login.password).toHaveAttribute('autocomplete', 'current-password');
    await expect(login.rememberMe).not.toBeChecked();
    await expect(login.loginButton).toBeEnabled();
    await expect(login.carousel).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await login.password.fill('Secret#1');
    await login.showPassword.click();
    await expect(login.password).toHaveAttribute('type', 'text');
    await login.hidePassword.click();
    await expect(login.password).toHaveAttribute('type', 'password');

    await login.forgotPassword.click();
    await expect(page).toHaveURL('/forgot');
    await page.goBack();
    await login.signUp.click();
    await expect(page).toHaveURL('/signup');
  });

  test('validates each field when it is left and then as it changes', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await login.loginButton.click();
    await expect(login.fieldMessage('Email is required')).toBeVisible();
    await expect(login.fieldMessage('Password is required')).toBeVisible();

    await login.email.fill('shopper');
    await expect(login.fieldMessage('Please enter a valid email')).toBeVisible();
    await login.email.fill('98765');
    await expect(login.fieldMessage('Please enter a valid email')).toBeVisible();
    await login.email.fill(seedShopper.phone);
    await expect(login.fieldMessage('Please enter a valid email')).toBeHidden();
    await login.password.fill('x');
    await expect(login.fieldMessage('Password is required')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('validates the e-mail only once it has been left', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.email.fill('shopper');
    await expect(login.fieldMessage('Please enter a valid email')).toBeHidden();
    await login.email.blur();
    await expect(login.fieldMessage('Please enter a valid email')).toBeVisible();
  });

  test('signs in with the 10-digit phone number', async ({ page, isMobile }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(seedShopper.phone, seedShopper.password);
    await expect(page).toHaveURL('/');
    await expectSignedIn(page, isMobile);
  });

  test('sends a shopper who is already signed in to the catalogue', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(seedShopper.email, seedShopper.password);
    await expect(page).toHaveURL('/');

    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Login to Stores/Admin Account' })).toHaveCount(0);
  });

  test('with Remember me suggests the e-mail next time, and keeps no password on the device', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(seedShopper.phone, seedShopper.password, { rememberMe: true });
    await expect(page).toHaveURL('/');
    await expect.poll(() => deviceStorage(page)).not.toContain(seedShopper.password);

    await page.context().clearCookies();
    await login.goto();
    await login.email.clear();
    await login.email.pressSequentially('shop');
    await login.suggestion(seedShopper.email).click();
    await expect(login.email).toHaveValue(seedShopper.email);
    await expect.poll(() => deviceStorage(page)).not.toContain(seedShopper.password);
    await expectNoSeriousA11yViolations(page);
  });

  test('without Remember me suggests nothing next time', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(seedShopper.email, seedShopper.password);
    await expect(page).toHaveURL('/');

    await page.context().clearCookies();
    await login.goto();
    await login.email.clear();
    await login.email.pressSequentially('shop');
    await expect(login.suggestion(seedShopper.email)).toHaveCount(0);
  });

  test('turns its slogans every 5 s', async ({ page }) => {
    await page.clock.install();
    const login = new LoginPage(page);
    await login.goto();
    const first = await login.slide.textContent();

    await login.stopTime();
    // Pausing and playing starts the slide's 5 s afresh from this stopped moment.
    await login.pauseSlides.click();
    await login.playSlides.click();
    await page.clock.runFor(4900);
    await expect(login.slide).toHaveText(first ?? '');
    await page.clock.runFor(100);
    await expect(login.slide).not.toHaveText(first ?? '');
    await expect(login.slide).toHaveAccessibleName('2 of 3');
  });
});

test.describe('login errors, in the red box and as a toast', () => {
  for (const { cause, email = seedShopper.email, password = seedShopper.password, status, message } of errorCases) {
    test(`${cause}`, async ({ page, simulator }) => {
      await expectLoginRefused(page, message, { email, password });
      await expectAnswered(simulator, 'login', status, null);
    });
  }

  test("too many failed attempts (the 429's description)", async ({ page, provider }) => {
    await exhaustAttempts(provider);
    const login = new LoginPage(page);
    await login.goto();

    await login.signIn(seedShopper.email, seedShopper.password);
    const text = /^Too many failed sign-in attempts; try again in \d+ seconds\.$/;
    await expect(login.formAlert).toHaveText(text);
    await expect(login.toast('Too many failed sign-in attempts')).toBeVisible();
  });

  test('an answer that breaks its contract (the default text)', async ({ page, simulator, baseURL }) => {
    // No contract allows this answer, so no scenario can give it: it is faked in the browser.
    const cors = {
      'Access-Control-Allow-Origin': new URL(baseURL ?? '').origin,
      'Access-Control-Allow-Credentials': 'true',
    };
    await page.route(`${simulator.url}/user/login/`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ json: { access_token: 'short' }, headers: cors })
        : route.fallback(),
    );
    await expectLoginRefused(page, 'Login failed. Please try again.');
  });
});
