import { test } from '../support/fixtures';
import { refusalReplay, refusalTitle, type LoginRefusal } from '../support/login-refusal';

const refusal: LoginRefusal = {
  scenario: 'login-429',
  status: 429,
  message: 'Too many login attempts. Please try again later.',
};

test.describe(refusal.scenario, () => {
  test(refusalTitle(refusal), refusalReplay(refusal));
});
