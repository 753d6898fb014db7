import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({ scenario: 'login-403', status: 403, message: 'Account access denied. Please contact support.' });
