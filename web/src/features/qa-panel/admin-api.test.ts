import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, createAdminApi } from './admin-api';

const simulatorUrl = 'http://127.0.0.1:9090';

/** Answers every fetch with this status and JSON body, and keeps the requests. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () =>
    Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin API client', () => {
  it('lists the scenarios with the active one', async () => {
    const fetch = answer(200, {
      active: 'login-429',
      scenarios: [{ name: 'login-429', description: 'Every sign-in answers 429.' }],
    });

    expect(await createAdminApi(simulatorUrl).scenarios()).toEqual({
      active: 'login-429',
      scenarios: [{ name: 'login-429', description: 'Every sign-in answers 429.' }],
    });
    expect(fetch).toHaveBeenCalledWith(`${simulatorUrl}/__mock/scenarios`, expect.objectContaining({ method: 'GET' }));
  });

  it('switches scenario, resets and moves the clock with JSON bodies', async () => {
    const fetch = answer(200, { now: '2026-11-24T10:00:00.000Z' });
    const admin = createAdminApi(simulatorUrl);

    await admin.useScenario('expired-payment');
    await admin.reset();
    await admin.advanceClock(300);

    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      [`${simulatorUrl}/__mock/scenario`, 'POST', '{"name":"expired-payment"}'],
      [`${simulatorUrl}/__mock/reset`, 'POST', undefined],
      [`${simulatorUrl}/__mock/clock/advance`, 'POST', '{"seconds":300}'],
    ]);
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it("reads the clock and the voucher codes from the simulator's state", async () => {
    answer(200, {
      scenario: 'default',
      clock: '2026-11-24T10:00:00.000Z',
      users: [],
      orders: [],
      voucherCodes: [{ code: 'LOAD-500-AAAA', coins: 500, state: 'unused' }],
    });

    expect(await createAdminApi(simulatorUrl).state()).toEqual({
      clock: '2026-11-24T10:00:00.000Z',
      voucherCodes: [{ code: 'LOAD-500-AAAA', coins: 500, state: 'unused' }],
    });
  });

  it('reads the last calls of the journal with their rule and contract issues', async () => {
    const issue = { location: 'body', field: '/username', rule: 'required', message: 'is required' };
    const fetch = answer(200, {
      entries: [
        {
          at: '2026-11-24T10:00:01.000Z',
          operationId: 'login',
          method: 'POST',
          path: '/user/login/',
          status: 400,
          durationMs: 3.5,
          rule: null,
          requestIssues: [issue],
        },
      ],
    });

    expect(await createAdminApi(simulatorUrl).calls(20)).toEqual([
      {
        at: '2026-11-24T10:00:01.000Z',
        method: 'POST',
        path: '/user/login/',
        status: 400,
        rule: null,
        requestIssues: [issue],
      },
    ]);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${simulatorUrl}/__mock/requests?limit=20`);
  });

  it('reads the seed users with their passwords', async () => {
    answer(200, { users: [{ email: 'shopper@example.com', password: 'Shopper@123', description: '5,000 coins' }] });

    expect(await createAdminApi(simulatorUrl).seedUsers()).toEqual([
      { email: 'shopper@example.com', password: 'Shopper@123', description: '5,000 coins' },
    ]);
  });

  it("says which call failed and the simulator's reason", async () => {
    answer(404, { detail: 'Unknown scenario "nope".', code: 'unknown_scenario' });

    await expect(createAdminApi(simulatorUrl).useScenario('nope')).rejects.toEqual(
      new AdminApiError('The simulator answered POST /__mock/scenario with 404: Unknown scenario "nope".'),
    );
  });

  it('says when the simulator does not answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(createAdminApi(simulatorUrl).reset()).rejects.toEqual(
      new AdminApiError('The simulator did not answer POST /__mock/reset.'),
    );
  });

  it('refuses an answer of another shape rather than showing half of it', async () => {
    answer(200, { entries: [{ at: 'yesterday', method: 'GET', path: '/cart/', status: 200, requestIssues: [] }] });
    await expect(createAdminApi(simulatorUrl).calls(20)).rejects.toEqual(
      new AdminApiError('The simulator answered without a valid at.'),
    );

    answer(200, { active: 'default' });
    await expect(createAdminApi(simulatorUrl).scenarios()).rejects.toBeInstanceOf(AdminApiError);

    answer(200, ['not', 'an', 'object']);
    await expect(createAdminApi(simulatorUrl).seedUsers()).rejects.toEqual(
      new AdminApiError('The simulator answered GET /__mock/seed-users without a JSON object.'),
    );
  });
});
