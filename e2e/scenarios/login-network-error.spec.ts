import { test } from '../support/fixtures';
import { refusalReplay, refusalTitle, type LoginRefusal } from '../support/login-refusal';

const refusal: LoginRefusal = {
  scenario: 'login-network-error',
  status: 0,
  message: 'Network error. Please check your connection and try again.',
};

test.describe(refusal.scenario, () => {
  test(refusalTitle(refusal), refusalReplay(refusal));
});
