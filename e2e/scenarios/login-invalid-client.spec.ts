import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({ scenario: 'login-invalid-client', status: 401, message: 'Invalid email or user not found.' });
