import { test } from '../support/fixtures';
import { refusalReplay, refusalTitle, type LoginRefusal } from '../support/login-refusal';

const refusal: LoginRefusal = {
  scenario: 'login-400',
  status: 400,
  message: 'Invalid email or password. Please check your credentials.',
};

test.describe(refusal.scenario, () => {
  test(refusalTitle(refusal), refusalReplay(refusal));
});
