import type { UserRecord } from '../db/records';
import { keepNewestRows, rowByKey } from '../db/rows';
import { updateRow } from '../db/row-update';
import type { SimulatorState } from '../state';

/** 32 random bytes: unguessable, and long enough for the contracts' 16-character minimum. */
const tokenBytes = 32;

function randomToken(prefix: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(tokenBytes));
  return prefix + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** The access token's lifetime in seconds. */
  expiresIn: number;
}

export type Rotation =
  | { ok: true; session: Session }
  | { ok: false; code: 'refresh_token_invalid' | 'refresh_token_expired'; detail: string };

/**
 * How many of each kind of token the simulator keeps: a sign-in past it forgets the earliest issued, which then answer
 * as unknown tokens. Every sign-in and refresh adds a pair, so without a bound a day of QA sign-ins would grow the tables,
 * and the snapshot the in-browser demo stores, without end (docs/decisions/0020-simulator-bounded-for-a-qa-day.md has why this number).
 */
export const maxKeptTokens = 10_000;

/**
 * A new access token and a new single-use refresh token for the shopper, timed by the simulator's clock. Issued in
 * order, the earliest are also the first to expire, so the bound forgets expired sessions before live ones.
 */
export function startSession(state: SimulatorState, userId: number): Session {
  const now = state.clock.now();
  const { accessTokenTtlSeconds, refreshTokenTtlSeconds } = state.settings;
  const accessToken = randomToken('at_');
  const refreshToken = randomToken('rt_');
  state.db.accessToken.create({ token: accessToken, userId, expiresAt: now + accessTokenTtlSeconds * 1000 });
  state.db.refreshToken.create({
    token: refreshToken,
    userId,
    expiresAt: now + refreshTokenTtlSeconds * 1000,
    usedAt: null,
  });
  keepNewestRows(state.db, 'accessToken', maxKeptTokens);
  keepNewestRows(state.db, 'refreshToken', maxKeptTokens);
  return { accessToken, refreshToken, expiresIn: accessTokenTtlSeconds };
}

/**
 * Spends a refresh token and starts a new session (rotation). Checking and spending happen with
 * no await in between, so two parallel requests with one token cannot both succeed. A spent token
 * presented again only answers refresh_token_invalid; the sessions issued from it stay valid.
 */
export function rotateSession(state: SimulatorState, refreshToken: string): Rotation {
  const now = state.clock.now();
  const presented = rowByKey(state.db, 'refreshToken', refreshToken);
  if (presented === null) {
    return { ok: false, code: 'refresh_token_invalid', detail: 'The refresh token is not valid.' };
  }
  if (presented.usedAt !== null) {
    return { ok: false, code: 'refresh_token_invalid', detail: 'The refresh token has already been used.' };
  }
  if (presented.expiresAt <= now) {
    return { ok: false, code: 'refresh_token_expired', detail: 'The refresh token has expired.' };
  }
  updateRow(state.db, 'refreshToken', presented, { usedAt: now });
  return { ok: true, session: startSession(state, presented.userId) };
}

export type AccessCheck =
  { ok: true; user: UserRecord } | { ok: false; code: 'token_invalid' | 'token_expired'; detail: string };

const invalidToken: AccessCheck = { ok: false, code: 'token_invalid', detail: 'The access token is not valid.' };

/** Whose access token this is, if it is known and not expired by the simulator's clock. */
export function accessTokenHolder(state: SimulatorState, token: string): AccessCheck {
  const issued = rowByKey(state.db, 'accessToken', token);
  if (issued === null) return invalidToken;
  if (issued.expiresAt <= state.clock.now()) {
    return { ok: false, code: 'token_expired', detail: 'The access token has expired.' };
  }
  const user = rowByKey(state.db, 'user', issued.userId);
  return user === null ? invalidToken : { ok: true, user };
}
