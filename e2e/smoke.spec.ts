import { expect, test } from './fixtures';

test.describe('app shell', () => {
  test('shows the configuration spinner on /', async ({ appShell, page, blockingA11yViolations }) => {
    await appShell.goto('/');

    await expect(appShell.configurationSpinner).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    expect(await blockingA11yViolations()).toEqual([]);
  });

  test('answers an unknown route with a way back home', async ({ appShell, blockingA11yViolations }) => {
    await appShell.goto('/no-such-page');

    await expect(appShell.notFoundHeading).toBeVisible();
    expect(await blockingA11yViolations()).toEqual([]);

    await appShell.goToHomeLink.click();
    await expect(appShell.configurationSpinner).toBeVisible();
  });

  test('serves the runtime configuration beside index.html', async ({ request }) => {
    const response = await request.get('/config.json');

    expect(response.ok()).toBe(true);
    expect(await response.json()).toEqual({ apiBaseUrl: 'http://127.0.0.1:9090' });
  });
});
