import { test } from '../support/fixtures';
import { refusalReplay, refusalTitle, type LoginRefusal } from '../support/login-refusal';

const refusal: LoginRefusal = {
  scenario: 'login-403',
  status: 403,
  message: 'Account access denied. Please contact support.',
};

test.describe(refusal.scenario, () => {
  test(refusalTitle(refusal), refusalReplay(refusal));
});
