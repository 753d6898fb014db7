import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({
  scenario: 'login-422',
  status: 422,
  message: 'Invalid email format or password requirements not met.',
});
