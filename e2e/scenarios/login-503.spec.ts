import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({ scenario: 'login-503', status: 503, message: 'Login failed (Error 503). Please try again.' });
