import type { HttpHandler } from 'msw';
import type { ErrorLogin, RefreshTokenResponse } from '../../contracts';
import type { UserRecord } from '../db/records';
import { findUserByEmail, userView } from '../domain/accounts';
import { clearLoginFailures, lockoutSeconds, recordLoginFailure } from '../domain/login-attempts';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { rotateSession, startSession, type Session } from '../domain/sessions';
import { endpoint, type Reply } from '../pipeline/endpoint';
import { genericError } from '../../contracts/runtime/error-bodies';
import type { Simulator } from '../simulator';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^[0-9]{10}$/;
const passwordLength = { min: 8, max: 16 };

type LoginFailureStatus = 401 | 403 | 404 | 422 | 429;

/**
 * A login error. Storefronts replace a description that mentions "password" or "user" with their
 * own texts for those cases, so only the wrong-password answer uses either word; any other
 * description is shown to the shopper as it is (spec section 8), so each one reads as a sentence.
 * Bodies without a description, which make storefronts show their text for the status, come from
 * the login-400, login-403, login-404 and login-422 scenarios.
 */
function loginError(
  status: LoginFailureStatus,
  error: string,
  description: string,
  headers?: Record<string, string>,
): Reply<'login'> {
  const body: ErrorLogin = { error, error_description: description };
  return { status, body, headers };
}

function tokens(session: Session): RefreshTokenResponse {
  return {
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    token_type: 'Bearer',
    expires_in: session.expiresIn,
  };
}

type AccountLookup = { ok: true; user: UserRecord } | { ok: false; reply: Reply<'login'> };

const accountNotFound: AccountLookup = {
  ok: false,
  reply: loginError(404, 'account_not_found', 'No account has this e-mail address or phone number.'),
};

/** The account a username names: an e-mail (any case) or a phone number held by exactly one account. */
function findAccount(simulator: Simulator, username: string): AccountLookup {
  if (!phonePattern.test(username)) {
    const user = findUserByEmail(simulator.db, username);
    return user === undefined ? accountNotFound : { ok: true, user };
  }
  const holders = simulator.db.user.findMany({ where: { phone: { equals: username } } });
  // Signups may all carry the storefront's placeholder phone, which then names no single account.
  if (holders.length > 1) {
    return {
      ok: false,
      reply: loginError(404, 'account_not_found', 'This phone number is shared; sign in with the e-mail address.'),
    };
  }
  const [user] = holders;
  return user === undefined ? accountNotFound : { ok: true, user };
}

export function authHandlers(simulator: Simulator): HttpHandler[] {
  return [
    endpoint(simulator, 'login', async ({ body }) => {
      if (!emailPattern.test(body.username) && !phonePattern.test(body.username)) {
        return loginError(422, 'invalid_format', 'Sign in with an e-mail address or a 10-digit phone number.');
      }
      if (body.password.length < passwordLength.min || body.password.length > passwordLength.max) {
        return loginError(422, 'invalid_format', 'The credentials must be 8-16 characters long.');
      }
      const account = findAccount(simulator, body.username);
      if (!account.ok) return account.reply;
      const { user } = account;
      if (user.locked) return loginError(403, 'account_locked', 'This account is locked; contact support.');

      const waitSeconds = lockoutSeconds(simulator, user.id);
      if (waitSeconds > 0) {
        return loginError(
          429,
          'too_many_attempts',
          `Too many failed sign-in attempts; try again in ${waitSeconds} seconds.`,
          { 'Retry-After': String(waitSeconds) },
        );
      }
      // Counted as failed before the (slow) hash check, so parallel guesses cannot outrun the limit.
      recordLoginFailure(simulator, user.id);
      if (!(await verifyPassword(body.password, user.passwordSalt, user.passwordHash))) {
        return loginError(401, 'invalid_grant', 'The password is incorrect.');
      }
      clearLoginFailures(simulator, user.id);
      return { status: 200, body: { ...tokens(startSession(simulator, user.id)), user: userView(user) } };
    }),

    endpoint(simulator, 'signup', async ({ body }) => {
      const { salt, hash } = await hashPassword(body.password);
      // Checked after the await and right before the insert, so parallel signups cannot share an e-mail.
      if (findUserByEmail(simulator.db, body.email) !== undefined) {
        return {
          status: 409,
          body: {
            detail: 'Conflict',
            status_code: 409,
            details: { errorMessage: 'An account with this email already exists.' },
          },
        };
      }
      const user = simulator.db.user.create({
        id: simulator.nextId('user'),
        username: body.username,
        email: body.email,
        phone: body.phone,
        passwordSalt: salt,
        passwordHash: hash,
        coinsPaise: 0,
        locked: false,
        addressLine1: '',
        addressLine2: '',
        country: '',
        pictureUrl: null,
      });
      return {
        status: 201,
        body: { id: user.id, username: user.username, email: user.email, message: 'Account created.' },
      };
    }),

    endpoint(simulator, 'refreshToken', ({ body }) => {
      const rotation = rotateSession(simulator, body.refresh_token);
      if (!rotation.ok) return { status: 401, body: genericError(rotation.detail, rotation.code) };
      return { status: 200, body: tokens(rotation.session) };
    }),
  ];
}
