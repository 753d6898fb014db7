import { beforeEach, describe, expect, it } from 'vitest';
import { defaultTestScenario } from '../testing/harness';
import { Simulator } from '../simulator';
import { accessTokenHolder, maxKeptTokens, rotateSession, startSession } from './sessions';

const minute = 60 * 1000;
const day = 24 * 60 * minute;

let simulator: Simulator;

beforeEach(async () => {
  simulator = await Simulator.create({ scenario: defaultTestScenario });
});

function refreshRecord(token: string) {
  return simulator.db.refreshToken.findFirst({ where: { token: { equals: token } } });
}

describe('startSession', () => {
  it('issues random hex tokens, distinct on every call', () => {
    const first = startSession(simulator, 1);
    const second = startSession(simulator, 1);
    expect(first.accessToken).toMatch(/^at_[0-9a-f]{64}$/);
    expect(first.refreshToken).toMatch(/^rt_[0-9a-f]{64}$/);
    expect(new Set([first.accessToken, first.refreshToken, second.accessToken, second.refreshToken]).size).toBe(4);
  });

  it('times both tokens by the settings and the simulator clock', () => {
    simulator.settings = { ...simulator.settings, accessTokenTtlSeconds: 30, refreshTokenTtlSeconds: 120 };
    const before = simulator.clock.now();
    const session = startSession(simulator, 2);
    const after = simulator.clock.now();
    expect(session.expiresIn).toBe(30);
    const access = simulator.db.accessToken.findFirst({ where: { token: { equals: session.accessToken } } });
    expect(access?.userId).toBe(2);
    expect(access?.expiresAt).toBeGreaterThanOrEqual(before + 30_000);
    expect(access?.expiresAt).toBeLessThanOrEqual(after + 30_000);
    const refresh = refreshRecord(session.refreshToken);
    expect(refresh).toMatchObject({ userId: 2, usedAt: null });
    expect(refresh?.expiresAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(refresh?.expiresAt).toBeLessThanOrEqual(after + 120_000);
  });
});

describe('rotateSession', () => {
  it('spends the presented refresh token and starts a new session for the same shopper', () => {
    const { refreshToken } = startSession(simulator, 1);
    const rotation = rotateSession(simulator, refreshToken);
    if (!rotation.ok) throw new Error(rotation.detail);
    expect(rotation.session.refreshToken).not.toBe(refreshToken);
    expect(refreshRecord(refreshToken)?.usedAt).toEqual(expect.any(Number));
    expect(refreshRecord(rotation.session.refreshToken)).toMatchObject({ userId: 1, usedAt: null });
    expect(rotateSession(simulator, rotation.session.refreshToken).ok).toBe(true);
  });

  it('refuses a spent token, and the session issued from it stays valid', () => {
    const { refreshToken } = startSession(simulator, 1);
    const rotation = rotateSession(simulator, refreshToken);
    expect(rotateSession(simulator, refreshToken)).toEqual({
      ok: false,
      code: 'refresh_token_invalid',
      detail: 'The refresh token has already been used.',
    });
    if (!rotation.ok) throw new Error(rotation.detail);
    expect(rotateSession(simulator, rotation.session.refreshToken).ok).toBe(true);
  });

  it('refuses an unknown token', () => {
    expect(rotateSession(simulator, 'rt_unknown')).toMatchObject({ ok: false, code: 'refresh_token_invalid' });
  });

  it('accepts a token until its 7 days have passed, then answers refresh_token_expired', () => {
    const early = startSession(simulator, 1);
    const late = startSession(simulator, 1);
    simulator.clock.advance(7 * day - minute);
    expect(rotateSession(simulator, early.refreshToken).ok).toBe(true);
    simulator.clock.advance(minute);
    expect(rotateSession(simulator, late.refreshToken)).toMatchObject({ ok: false, code: 'refresh_token_expired' });
    expect(refreshRecord(late.refreshToken)?.usedAt).toBeNull();
  });
});

describe('the tokens kept', () => {
  it(`keeps the ${maxKeptTokens} newest of each kind: the earliest issued answer as unknown, the rest as before`, () => {
    const earliest = startSession(simulator, 1);
    let latest = earliest;
    for (let issued = 1; issued <= maxKeptTokens; issued += 1) latest = startSession(simulator, 1);

    expect(simulator.db.accessToken.count()).toBe(maxKeptTokens);
    expect(simulator.db.refreshToken.count()).toBe(maxKeptTokens);
    expect(accessTokenHolder(simulator, earliest.accessToken)).toMatchObject({ ok: false, code: 'token_invalid' });
    expect(rotateSession(simulator, earliest.refreshToken)).toMatchObject({ ok: false, code: 'refresh_token_invalid' });
    expect(accessTokenHolder(simulator, latest.accessToken)).toMatchObject({ ok: true, user: { id: 1 } });
  });
});
