import { replayLoginRefusal } from '../support/login-refusal';

replayLoginRefusal({ scenario: 'login-429', status: 429, message: 'Too many login attempts. Please try again later.' });
