import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { seedBrandedTitle } from './support/seed';

test.describe('start-up', () => {
  test('keeps the spinner while the configuration is in flight and for 600 ms after it loaded', async ({
    appShell,
    page,
    simulator,
  }) => {
    let answerConfiguration: () => void = () => undefined;
    const configurationHeld = new Promise<void>((resolve) => {
      answerConfiguration = resolve;
    });
    await page.route(`${simulator.url}/configurator/`, async (route) => {
      await configurationHeld;
      await route.continue();
    });
    // The page's timers run on a clock the test moves, so the 600 ms are exact however busy the machine is.
    await page.clock.install();

    await appShell.goto('/');
    await expect(appShell.configurationSpinner).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(5_000);
    await expect(appShell.configurationSpinner).toBeVisible();

    answerConfiguration();
    // The branded title is set in the same commit that starts the reveal timer.
    await expect(page).toHaveTitle(seedBrandedTitle);
    await page.clock.runFor(599);
    await expect(appShell.configurationSpinner).toBeVisible();
    await page.clock.runFor(1);
    await expect(appShell.configurationSpinner).toHaveCount(0);
    await expect(appShell.main).toHaveCount(1);
  });

  test('shows the error screen when the configuration cannot be loaded', async ({ appShell, page, simulator }) => {
    await page.route(`${simulator.url}/configurator/`, (route) => route.abort('connectionrefused'));

    await appShell.goto('/');

    await expect(appShell.errorHeading).toBeVisible();
    await expect(page.getByText('Failed to fetch configuration', { exact: true })).toBeVisible();
    await expect(appShell.reloadPageButton).toBeVisible();
    await expect(appShell.goToHomeLink).toHaveAttribute('href', '/');
    await expect(appShell.configurationSpinner).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("shows the server's message when the configuration call fails", async ({ appShell, page, simulator }) => {
    await page.route(`${simulator.url}/configurator/`, (route) =>
      route.fulfill({
        status: 500,
        json: { detail: 'Configuration service unavailable' },
        // Fulfilled in the browser, so the CORS answer the simulator would give is given here.
        headers: { 'Access-Control-Allow-Origin': route.request().headers()['origin'] ?? '*' },
      }),
    );

    await appShell.goto('/');

    await expect(appShell.errorHeading).toBeVisible();
    await expect(page.getByText('Configuration service unavailable', { exact: true })).toBeVisible();
  });

  test('Reload Page tries again and reaches the storefront once the provider answers', async ({
    appShell,
    page,
    simulator,
  }) => {
    await page.route(`${simulator.url}/configurator/`, (route) => route.abort('connectionrefused'), { times: 1 });

    await appShell.goto('/');
    await expect(appShell.errorHeading).toBeVisible();

    await appShell.reloadPageButton.click();
    await appShell.waitUntilRevealed();
    await expect(appShell.errorHeading).toHaveCount(0);
    await expect(page).toHaveTitle(seedBrandedTitle);
  });
});

test.describe('app shell', () => {
  test('answers an unknown route with a way back home', async ({ appShell, page }) => {
    await appShell.goto('/no-such-page');

    await expect(appShell.notFoundHeading).toBeVisible();
    await expect(page).toHaveTitle(seedBrandedTitle);
    await expectNoSeriousA11yViolations(page);

    await appShell.goToHomeLink.click();
    await expect(page).toHaveURL('/');
    await expect(appShell.notFoundHeading).toHaveCount(0);
  });

  test('serves the runtime configuration beside index.html', async ({ request }) => {
    const response = await request.get('/config.json');

    expect(response.ok()).toBe(true);
    const config: unknown = await response.json();
    expect(config).toEqual({ apiBaseUrl: expect.stringMatching(/^https?:\/\//) });
  });
});
