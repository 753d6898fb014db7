import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({ scenario: 'login-500', status: 500, message: 'Server error. Please try again later.' });
