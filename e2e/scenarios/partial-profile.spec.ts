import { EditProfilePage } from '../pages/edit-profile-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { seedShopper } from '../support/seed';

test.describe('partial-profile', () => {
  test('shows the missing phone, address lines and country empty, and saves them once filled in', async ({
    page,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('partial-profile');
    await signInShopper();
    const profile = new EditProfilePage(page);
    await profile.open();
    await expect(profile.email).toHaveValue(seedShopper.email);
    for (const field of [profile.phone, profile.addressLine1, profile.addressLine2, profile.country]) {
      await expect(field).toHaveValue('');
    }
    await expectNoSeriousA11yViolations(page);

    await profile.retype(profile.phone, '9876501234');
    await profile.retype(profile.addressLine1, '7 Lake View Road');
    await profile.retype(profile.country, 'India');
    await profile.save.click();
    await expect(profile.save).toBeEnabled();
    await page.reload();
    await expect(profile.phone).toHaveValue('9876501234');
    await expect(profile.addressLine1).toHaveValue('7 Lake View Road');
    await expect(profile.country).toHaveValue('India');
    expect((await simulator.calls('updateProfile')).map(({ status, rule }) => ({ status, rule }))).toEqual([
      { status: 200, rule: null },
    ]);
  });
});
