import { ContactUsPage } from './pages/contact-us-page';
import { LayoutPage } from './pages/layout-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

const valid = { name: "Ravi K. D'Souza", email: 'ravi@example.com', message: 'Where is my Aurora Threads gift card?' };
const nameChars = "Name can only contain letters, spaces, and basic punctuation ( . ' - )";
const emailFormat = 'Email must start with a letter and use valid format (e.g., name@example.com)';

test.beforeEach(async ({ page }) => {
  // The map embed is Google's: the e2e machine has no way out, and a developer's machine must not depend on one.
  await page.route('https://www.google.com/**', (route) => route.abort('internetdisconnected'));
});

test.describe('Contact Us', () => {
  test('shows the configured contact details, the map of the address and a plain link to it', async ({
    page,
    provider,
  }) => {
    const config = await provider.read('getConfiguration', {});
    const contact = new ContactUsPage(page);
    await contact.goto();

    await expect(contact.main).toContainText(`your ${config.organization_name} points`);
    await expect(contact.main).toContainText(config.organization_name);
    await expect(contact.emailLink(config.email)).toHaveAttribute('href', `mailto:${config.email}`);
    await expect(contact.main.getByText(config.address, { exact: true })).toBeVisible();
    await expect(contact.main).toContainText('Our support team replies within 24-48 hours.');
    const query = encodeURIComponent(config.address);
    const map = contact.map(config.address);
    await expect(map).toHaveAttribute('src', `https://www.google.com/maps?q=${query}&output=embed`);
    await expect(map).toHaveAttribute('loading', 'lazy');
    // The embed cannot load here; the plain link is still there and right.
    await expect(contact.mapLink).toBeVisible();
    await expect(contact.mapLink).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${query}`);
    await expect(contact.helpCenterLink).toHaveAttribute('href', '/help-center');
    await expectNoSeriousA11yViolations(page);
  });

  test('shows every message of the form', async ({ page }) => {
    const contact = new ContactUsPage(page);
    await contact.goto();

    await contact.sendButton.click();
    for (const text of [
      'Please enter your full name',
      'Please enter your email address',
      'Please enter your message',
    ]) {
      await expect(contact.fieldMessage(text)).toBeVisible();
    }
    await expect(contact.messageSentDialog).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const nameRules: [string, string][] = [
      ['R2D2', nameChars],
      ['R', 'Name should be at least 2 characters'],
      ['R'.repeat(51), 'Name cannot exceed 50 characters'],
    ];
    for (const [name, text] of nameRules) {
      await contact.name.fill(name);
      await expect(contact.fieldMessage(text)).toBeVisible();
    }
    await contact.name.fill(valid.name);
    await expect(contact.form.getByText(/^Name /)).toHaveCount(0);

    for (const email of ['1ravi@example.com', 'ravi@example', 'ravi@example.company']) {
      await contact.email.fill(email);
      await expect(contact.fieldMessage(emailFormat)).toBeVisible();
    }
    await contact.email.fill(valid.email);
    await expect(contact.fieldMessage(emailFormat)).toHaveCount(0);

    // The field takes no more than 500 characters; the rule behind it stands for text that skips the cap (a script).
    await contact.message.evaluate((field) => field.removeAttribute('maxlength'));
    await contact.message.fill('m'.repeat(501));
    await expect(contact.fieldMessage('Message cannot exceed 500 characters')).toBeVisible();
    await expect(contact.messageSentDialog).toHaveCount(0);
  });

  test('caps the message at 500 characters and counts them', async ({ page }) => {
    const contact = new ContactUsPage(page);
    await contact.goto();

    await expect(contact.message).toHaveAttribute('maxlength', '500');
    await expect(contact.counter('0/500')).toBeVisible();
    await contact.message.fill('Hello');
    await expect(contact.counter('5/500')).toBeVisible();
    await contact.message.fill('x'.repeat(499));
    await contact.message.press('End');
    await contact.message.pressSequentially('yz');
    await expect(contact.message).toHaveValue(`${'x'.repeat(499)}y`);
    await expect(contact.counter('500/500')).toBeVisible();
    await expect(contact.fieldMessage('Message cannot exceed 500 characters')).toHaveCount(0);
  });

  test("a valid message shows 'Message Sent', sends nothing, and 2 s later the page reloads with an empty form", async ({
    page,
    provider,
    countProviderRequests,
  }) => {
    const config = await provider.read('getConfiguration', {});
    await page.clock.install();
    const contact = new ContactUsPage(page);
    await contact.goto();
    await contact.fillIn(valid);
    // The page must be up before time stands still: the storefront reveals itself on a timer.
    await expect(contact.sendButton).toBeEnabled();
    // A mark the reload wipes out.
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    const requests = countProviderRequests();

    // Time stands still from here, so the 2 s are counted exactly however slow the machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await contact.sendButton.click();
    await expect(contact.messageSentDialog).toBeVisible();
    await expect(contact.messageSentDialog).toContainText(
      `Thank you, ${valid.name}. The ${config.organization_name} support team will reply to ${valid.email} within 24-48 hours.`,
    );
    await page.clock.runFor(1900);
    await expect(contact.messageSentDialog).toBeVisible();
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(true);
    // The message went nowhere; the reload below loads the page's own data again.
    expect(requests.count()).toBe(0);

    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.clock.runFor(100);
    await reloaded;
    await page.waitForLoadState();
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    await expect(page).toHaveURL('/contact-us');
    await page.clock.resume();
    await contact.heading.waitFor();
    await expect(contact.messageSentDialog).toHaveCount(0);
    await expect(contact.name).toHaveValue('');
    await expect(contact.email).toHaveValue('');
    await expect(contact.message).toHaveValue('');
  });

  test("the footer's Contact Us and Ticket Support lead here", async ({ page }) => {
    const layout = new LayoutPage(page);
    const contact = new ContactUsPage(page);
    for (const link of ['Contact Us', 'Ticket Support']) {
      await layout.goto('/');
      await layout.footerLink(link).click();
      await expect(page).toHaveURL('/contact-us');
      await expect(contact.heading).toBeVisible();
    }
  });
});
