import { test } from '../support/fixtures';
import { refusalReplay, refusalTitle, type LoginRefusal } from '../support/login-refusal';

const refusal: LoginRefusal = {
  scenario: 'login-422',
  status: 422,
  message: 'Invalid email format or password requirements not met.',
};

test.describe(refusal.scenario, () => {
  test(refusalTitle(refusal), refusalReplay(refusal));
});
