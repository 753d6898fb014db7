import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({
  scenario: 'login-maintenance',
  status: 503,
  message: 'Sign-in is paused for scheduled maintenance until 06:00 IST.',
});
