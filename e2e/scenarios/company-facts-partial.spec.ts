import { AboutUsPage } from '../pages/about-us-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('company-facts-partial', () => {
  test('shows a row only for each fact the configuration sends, and no vision when none is sent', async ({
    page,
    simulator,
  }) => {
    await simulator.useScenario('company-facts-partial');
    const about = new AboutUsPage(page);
    await about.goto();

    expect(await about.facts()).toEqual([
      ['Company Name', 'Lumen Rewards Private Limited'],
      ['Corporate Identification Number (CIN)', 'U74999KA2019PTC123456'],
      ['Date of Incorporation', '12 Apr 2019'],
      ['Registered Address', '4th Floor, Orbit Towers, 12 MG Road, Bengaluru, Karnataka 560001, India'],
      ['Company Status', 'Active'],
    ]);
    await expect(about.section('Our Mission')).toBeVisible();
    await expect(about.section('Our Vision')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'getConfiguration', 200);
  });
});
