import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({
  scenario: 'login-404',
  status: 404,
  message: 'Account not found. Please check your email or sign up.',
});
