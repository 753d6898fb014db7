import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({
  scenario: 'login-400',
  status: 400,
  message: 'Invalid email or password. Please check your credentials.',
});
