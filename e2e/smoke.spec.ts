import { CataloguePage } from './pages/catalogue-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { seedBrandedTitle } from './support/seed';

test.describe('start-up', () => {
  test('keeps the spinner while the configuration is in flight, and the catalogue for 600 ms after it loaded', async ({
    appShell,
    page,
    simulator,
  }) => {
    const answerConfiguration = await holdRequests(page, `${simulator.url}/configurator/`);
    // The page's timers run on a clock the test moves, so the 600 ms are exact however busy the machine is.
    await page.clock.install();

    await appShell.goto('/');
    await expect(appShell.configurationSpinner).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(5_000);
    await expect(appShell.configurationSpinner).toBeVisible();

    answerConfiguration();
    await expect(page).toHaveTitle(seedBrandedTitle);
    await expect(appShell.configurationSpinner).toHaveCount(0);
    await expect(appShell.catalogueSpinner).toBeVisible();
    // The home's banner needs only the configuration: it shows above the catalogue's spinner.
    await expect(new CataloguePage(page).banner).toBeVisible();
    await page.clock.runFor(599);
    await expect(appShell.catalogueSpinner).toBeVisible();
    await page.clock.runFor(1);
    await expect(appShell.catalogueSpinner).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('shows any other page as soon as the configuration has loaded', async ({ appShell, page }) => {
    // Held time: nothing on the page waits for a timer once the configuration is there.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);

    await appShell.goto('/about-us');

    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(appShell.configurationSpinner).toHaveCount(0);
  });

  test("fetches the opened page's code while the configuration is still loading", async ({
    appShell,
    page,
    simulator,
  }) => {
    const answerConfiguration = await holdRequests(page, `${simulator.url}/configurator/`);
    const pageCode = page.waitForResponse((response) => /\/assets\/about-us-page-[\w-]+\.js$/.test(response.url()));

    await appShell.goto('/about-us');
    await pageCode;
    await expect(appShell.configurationSpinner).toBeVisible();

    answerConfiguration();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test('asks for the categories, and on the home its first products, while the configuration is still loading', async ({
    appShell,
    page,
    simulator,
  }) => {
    const answerConfiguration = await holdRequests(page, `${simulator.url}/configurator/`);
    const listed: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${simulator.url}/products/`)) listed.push(request.url());
    });

    const loginCategories = page.waitForResponse(`${simulator.url}/home/`);
    await appShell.goto('/login');
    await loginCategories;
    await expect(appShell.configurationSpinner).toBeVisible();
    expect(listed).toEqual([]);

    const homeCategories = page.waitForResponse(`${simulator.url}/home/`);
    const firstProducts = page.waitForResponse((response) => response.url().startsWith(`${simulator.url}/products/`));
    await appShell.goto('/');
    await Promise.all([homeCategories, firstProducts]);
    await expect(appShell.configurationSpinner).toBeVisible();

    answerConfiguration();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    expect(listed).toHaveLength(1);
  });

  test('shows the error screen when the configuration cannot be loaded', async ({ appShell, page, simulator }) => {
    await page.route(`${simulator.url}/configurator/`, (route) => route.abort('connectionrefused'));
    // The categories, asked for beside the configuration, never answer: the error screen must not wait for them.
    await holdRequests(page, `${simulator.url}/home/`);

    await appShell.goto('/');

    await expect(appShell.errorHeading).toBeVisible();
    await appShell.reloadPageButton.click({ trial: true });
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
  test("draws the error screen's Go to Home as the brand's primary button, which goes home", async ({
    appShell,
    page,
    simulator,
  }) => {
    // A brand whose button colour is none of the defaults: the button must take it from the configuration.
    await page.route(`${simulator.url}/configurator/`, async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, button_color: '#7B1FA2', button_text_color: '#FFFFFF' } });
    });
    await appShell.goto('/');
    await appShell.waitUntilRevealed();
    // A page whose code cannot be fetched (a deployment replaced it, the network dropped): a render error, shown on
    // the error screen of a storefront whose configuration has loaded.
    await page.route('**/assets/help-center-page-*.js', (route) => route.abort('connectionrefused'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await expect(appShell.errorHeading).toBeVisible();

    const goHome = appShell.goToHomeLink;
    await expect(goHome).toHaveText('Go to Home');
    await expect(goHome).toHaveAttribute('href', '/');
    // The brand's button colour and text colour, as every primary button (Reload Page beside it) is drawn.
    await expect(goHome).toHaveCSS('background-color', 'rgb(123, 31, 162)');
    await expect(goHome).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(appShell.reloadPageButton).toHaveCSS('background-color', 'rgb(123, 31, 162)');
    // A button, not a link: no underline, rounded, raised, and the spec's text as it writes it.
    await expect(goHome).toHaveCSS('text-decoration-line', 'none');
    await expect(goHome).toHaveCSS('padding', '6px 16px');
    await expect(goHome).toHaveCSS('border-radius', '4px');
    await expect(goHome).not.toHaveCSS('box-shadow', 'none');
    await expect(goHome).toHaveCSS('text-transform', 'none');
    const [homeBox, reloadBox] = await Promise.all([goHome.boundingBox(), appShell.reloadPageButton.boundingBox()]);
    expect(homeBox?.height).toBe(reloadBox?.height);
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/assets/help-center-page-*.js');
    await goHome.click();
    await expect(page).toHaveURL('/');
    await appShell.waitUntilRevealed();
    await expect(appShell.errorHeading).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('answers an unknown route with a way back home', async ({ appShell, page }) => {
    await appShell.goto('/no-such-page');

    await expect(appShell.notFoundHeading).toBeVisible();
    await expect(page).toHaveTitle(`Page not found | ${seedBrandedTitle}`);
    await expectNoSeriousA11yViolations(page);

    await appShell.goToHomeLink.click();
    await expect(page).toHaveURL('/');
    await expect(appShell.notFoundHeading).toHaveCount(0);
    await expect(page).toHaveTitle(seedBrandedTitle);
    // A navigation inside the storefront leaves the focus on the new page's heading, as a page load would start there.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('draws no focus ring round the heading a navigation focuses, while a control the keys reach keeps its own', async ({
    appShell,
    page,
  }) => {
    await appShell.goto('/');
    // Reached with the keyboard, as the browser judges it: the link shows its ring.
    const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
    await aboutUs.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(aboutUs).toBeFocused();
    await expect(aboutUs).toHaveCSS('outline-style', 'solid');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about-us');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    // The browser would ring it (the focus came after a key), but a heading is no control: the page draws none.
    expect(await heading.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    await expect(heading).toHaveCSS('outline-style', 'none');
  });

  test('serves the runtime configuration beside index.html', async ({ request }) => {
    const response = await request.get('/config.json');

    expect(response.ok()).toBe(true);
    const config: unknown = await response.json();
    expect(config).toEqual({ apiBaseUrl: expect.stringMatching(/^https?:\/\//) });
  });
});

test.describe('the accessibility check', () => {
  test('fails on a serious violation', async ({ page }) => {
    await page.setContent('<main><h1>Check</h1><img src="/logo.png"><button></button></main>');

    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/image-alt|button-name/);
  });
});
