import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectShownNotAnnounced, liveRegionsWith } from './support/announcements';
import { expect, test } from './support/fixtures';
import { seedShopper } from './support/seed';
import { EditProfilePage } from './pages/edit-profile-page';
import { LayoutPage } from './pages/layout-page';
import { LoginPage } from './pages/login-page';

const seedProfile = {
  phone: seedShopper.phone,
  addressLine1: '12, 3rd Cross, Indiranagar',
  addressLine2: 'Bengaluru, Karnataka 560038',
  country: 'India',
};

/**
 * Answers the page's calls to /edit-profile/ with this method by the test's error of the moment; the other method
 * reaches the simulator. No scenario refuses the profile calls, so the refusal is faked in the browser.
 */
async function refuseProfileCall(
  page: Page,
  { simulatorUrl, storefrontUrl }: { simulatorUrl: string; storefrontUrl: string | undefined },
  method: 'GET' | 'PUT',
  refusal: () => { status: number; body: object },
): Promise<void> {
  // The storefront calls the simulator cross-origin, with credentials.
  const headers = {
    'Access-Control-Allow-Origin': new URL(storefrontUrl ?? '').origin,
    'Access-Control-Allow-Credentials': 'true',
  };
  await page.route(`${simulatorUrl}/edit-profile/`, (route) => {
    if (route.request().method() !== method) return route.fallback();
    const { status, body } = refusal();
    return route.fulfill({ status, json: body, headers });
  });
}

test.describe('edit profile', () => {
  test('sends an anonymous visitor to sign in, and back to the profile afterwards', async ({ page }) => {
    const profile = new EditProfilePage(page);
    await profile.goto();
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).signIn(seedShopper.email, seedShopper.password);
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(profile.username).toHaveValue(seedShopper.username);
  });

  test("shows the shopper's profile: username and e-mail disabled, the picture not changeable, drawn as the form's outlined button", async ({
    page,
    signInShopper,
  }) => {
    await signInShopper();
    const profile = new EditProfilePage(page);
    await profile.open();

    await expect(profile.heading).toBeVisible();
    await expect(profile.username).toHaveValue(seedShopper.username);
    await expect(profile.username).toBeDisabled();
    await expect(profile.email).toHaveValue(seedShopper.email);
    await expect(profile.email).toBeDisabled();
    await expect(profile.phone).toHaveValue(seedProfile.phone);
    await expect(profile.phone).toBeEditable();
    await expect(profile.addressLine1).toHaveValue(seedProfile.addressLine1);
    await expect(profile.addressLine2).toHaveValue(seedProfile.addressLine2);
    await expect(profile.country).toHaveValue(seedProfile.country);
    await expect(profile.picture).toBeDisabled();
    await expect(profile.picture).toHaveAccessibleDescription('Changing the profile picture is not available.');
    // The native input is there for screen readers, but not drawn: its label is the button.
    await expect(profile.picture).toHaveAttribute('type', 'file');
    await expect(profile.picture).toHaveAccessibleName('Profile picture');
    const inputBox = await profile.picture.boundingBox();
    expect(inputBox?.width).toBeLessThanOrEqual(1);
    expect(inputBox?.height).toBeLessThanOrEqual(1);
    await expect(profile.choosePicture).toHaveAttribute('for', (await profile.picture.getAttribute('id')) ?? '');
    await expect(profile.choosePicture).toBeVisible();
    // MUI's outlined button as the form's other buttons are drawn, in its disabled colours.
    await expect(profile.choosePicture).toHaveCSS('border-top-style', 'solid');
    await expect(profile.choosePicture).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0.12)');
    await expect(profile.choosePicture).toHaveCSS('border-radius', '4px');
    await expect(profile.choosePicture).toHaveCSS('color', 'rgba(0, 0, 0, 0.38)');
    await expect(profile.choosePicture).toHaveCSS('cursor', 'default');
    expect((await profile.choosePicture.boundingBox())?.height).toBeGreaterThanOrEqual(36);
    await expectNoSeriousA11yViolations(page);
  });

  test('titles the page as the other account pages are titled', async ({ page, signInShopper }) => {
    await signInShopper();
    const profile = new EditProfilePage(page);
    await profile.open();
    const titleLook = async (heading: Locator) =>
      heading.evaluate((element) => {
        const style = getComputedStyle(element);
        return { fontSize: style.fontSize, fontWeight: style.fontWeight, lineHeight: style.lineHeight };
      });
    const editProfile = await titleLook(profile.heading);

    for (const { path, name } of [
      { path: '/order-history', name: 'Track Order' },
      { path: '/redeem-voucher', name: 'Load Coins' },
    ]) {
      await page.goto(path);
      const heading = page.getByRole('main').getByRole('heading', { level: 1, name });
      await heading.waitFor();
      expect(await titleLook(heading)).toEqual(editProfile);
    }
    expect(editProfile.fontSize).toBe('34px');
  });

  test("keeps the phone's digits, at most 10, and confirms them at 10 digits", async ({ page, signInShopper }) => {
    await signInShopper();
    const profile = new EditProfilePage(page);
    await profile.open();
    await expect(profile.phone).toHaveAccessibleDescription('Valid 10-digit number');

    await profile.retype(profile.phone, '98765');
    await expect(profile.phone).toHaveValue('98765');
    await expect(profile.phone).toHaveAccessibleDescription('Enter 10-digit mobile number');

    await profile.retype(profile.phone, 'abc98765432109');
    await expect(profile.phone).toHaveValue('9876543210');
    await expect(profile.phone).toHaveAccessibleDescription('Valid 10-digit number');
  });

  test('saves the changes with one PUT, refreshes the user data, and keeps them across a reload', async ({
    page,
    provider,
    signInShopper,
    simulator,
  }) => {
    const { accessToken: token } = await signInShopper();
    const profile = new EditProfilePage(page);
    await profile.open();

    await profile.retype(profile.phone, '9000000001');
    await profile.retype(profile.addressLine1, '4 MG Road');
    await profile.retype(profile.addressLine2, 'Pune, Maharashtra 411001');
    await profile.retype(profile.country, 'Bharat');
    await profile.save.dblclick();
    // Nothing else on the page says so: this toast is the alert.
    await expect(profile.toast('Profile updated successfully')).toHaveRole('alert');

    // One PUT for the double click, then the header's user data asked for again.
    const callsSinceSave = async () => {
      const calls = (await simulator.journal()).map(({ operationId }) => operationId);
      return calls.slice(calls.indexOf('updateProfile'));
    };
    await expect.poll(callsSinceSave).toContain('getUserData');
    expect((await callsSinceSave()).filter((operationId) => operationId === 'updateProfile')).toHaveLength(1);
    expect(await provider.read('getProfile', {}, { token })).toMatchObject({
      phone: '9000000001',
      address_line1: '4 MG Road',
      address_line2: 'Pune, Maharashtra 411001',
      country: 'Bharat',
    });

    await page.reload();
    await expect(profile.phone).toHaveValue('9000000001');
    await expect(profile.addressLine1).toHaveValue('4 MG Road');
    await expect(profile.addressLine2).toHaveValue('Pune, Maharashtra 411001');
    await expect(profile.country).toHaveValue('Bharat');
  });

  test("says 'Error: ' and the detail when the profile cannot load, or the fallback without one", async ({
    page,
    signInShopper,
    simulator,
    baseURL,
  }) => {
    await signInShopper();
    let body: object = { detail: 'Profiles are resting.', code: 'unavailable' };
    const urls = { simulatorUrl: simulator.url, storefrontUrl: baseURL };
    await refuseProfileCall(page, urls, 'GET', () => ({ status: 503, body }));
    const profile = new EditProfilePage(page);
    await profile.goto();

    await expect(profile.pageAlert).toHaveText('Error: Profiles are resting.');
    await expect(profile.tryAgain).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    body = { code: 'internal_error' };
    await profile.tryAgain.click();
    await expect(profile.pageAlert).toHaveText('Error: Failed to load profile');

    await page.unroute(`${simulator.url}/edit-profile/`);
    await profile.tryAgain.click();
    await expect(profile.username).toHaveValue(seedShopper.username);
  });

  test('shows a refused save in the form and in a toast: the detail, the picture message, or the fallbacks', async ({
    page,
    provider,
    signInShopper,
    simulator,
    baseURL,
  }) => {
    const { accessToken: token } = await signInShopper();
    // The simulator's own answer to a picture that is not an image: a 400 whose errors point at the picture.
    const form = new FormData();
    for (const [name, value] of Object.entries({
      username: seedShopper.username,
      email: seedShopper.email,
      phone: seedProfile.phone,
      address_line1: 'Nowhere',
      address_line2: seedProfile.addressLine2,
      country: seedProfile.country,
    })) {
      form.append(name, value);
    }
    form.append('profile_pic_image_url', new Blob(['not a picture'], { type: 'text/plain' }), 'note.txt');
    const pictureRefusal = await provider.call('updateProfile', { form }, { token });
    expect(pictureRefusal.status()).toBe(400);
    const pictureBody = (await pictureRefusal.json()) as { detail: string };
    expect(await provider.read('getProfile', {}, { token })).toMatchObject({ address_line1: seedProfile.addressLine1 });

    let refusal: { status: number; body: object } = {
      status: 503,
      body: { detail: 'Profiles are read-only today.', code: 'unavailable' },
    };
    await refuseProfileCall(page, { simulatorUrl: simulator.url, storefrontUrl: baseURL }, 'PUT', () => refusal);
    const profile = new EditProfilePage(page);
    await profile.open();

    await profile.save.click();
    await expect(profile.pageAlert).toHaveText('Profiles are read-only today.');
    // Announced once: the form's red box is the alert, the toast only shows the same text.
    await expectShownNotAnnounced(profile.toast('Profiles are read-only today.'));
    await expect(liveRegionsWith(page, 'Profiles are read-only today.')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    refusal = { status: 400, body: pictureBody };
    await profile.save.click();
    await expect(profile.pageAlert).toHaveText('Profile picture error: must be image/jpeg, image/png or image/webp');
    await expectShownNotAnnounced(profile.toast(pictureBody.detail));

    refusal = { status: 500, body: { code: 'internal_error' } };
    await profile.save.click();
    await expect(profile.pageAlert).toHaveText('Failed to update profile');
    await expectShownNotAnnounced(profile.toast('Failed to update profile.'));
    await expect(profile.save).toBeEnabled();
  });
});

test.describe('the way to the profile', () => {
  test('the header’s profile link opens it on desktop', async ({ page, signInShopper, isMobile }) => {
    test.skip(isMobile, 'the desktop header');
    await signInShopper();
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await layout.profileLink(seedShopper.username, seedShopper.email).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(new EditProfilePage(page).username).toHaveValue(seedShopper.username);
  });

  test('the bottom bar’s Profile opens it on mobile', async ({ page, signInShopper, isMobile }) => {
    test.skip(!isMobile, 'the mobile bottom bar');
    await signInShopper();
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await layout.bottomBarLink('Profile').click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(new EditProfilePage(page).username).toHaveValue(seedShopper.username);
  });
});
