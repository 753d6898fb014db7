import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({
  scenario: 'login-network-error',
  status: 0,
  message: 'Network error. Please check your connection and try again.',
});
