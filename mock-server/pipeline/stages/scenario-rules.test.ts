import { describe, expect, it } from 'vitest';
import { scenarioNamed } from '../../simulator';
import { scenarios } from '../../../scenarios';
import type { Scenario, ScenarioAnswer } from '../../../scenarios/scenario';
import { call, signIn, testOrigin, useSimulator } from '../../testing/harness';

const unavailable = { detail: 'Down for a moment.', message: 'Down for a moment.', code: 'unavailable' };

const configurationRule = (name: string, answers: [ScenarioAnswer, ...ScenarioAnswer[]]): Scenario => ({
  name,
  description: `getConfiguration answers as the test says (${name}).`,
  rules: [{ operation: 'getConfiguration', answers }],
});

const rulesOf = (simulator: { journal: { entries(): { rule: string | null }[] } }) =>
  simulator.journal.entries().map(({ rule }) => rule);

describe('a rule sequence', () => {
  const sandbox = useSimulator({
    scenario: configurationRule('config-recovers', [{ times: 2, status: 503, body: unavailable }, { normal: true }]),
  });

  it('answers its calls in turn, then behaves normally, and starts again after a reset', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await call('GET', '/configurator/')).status);
    expect(statuses).toEqual([503, 503, 200, 200]);
    expect(rulesOf(sandbox.simulator)).toEqual([
      'config-recovers: getConfiguration answers 503 (rule 1, answer 1, call 1)',
      'config-recovers: getConfiguration answers 503 (rule 1, answer 1, call 2)',
      'config-recovers: getConfiguration behaves normally (rule 1, answer 2, call 1)',
      'config-recovers: getConfiguration behaves normally (rule 1, answer 2, call 2)',
    ]);
    await sandbox.simulator.reset();
    expect((await call('GET', '/configurator/')).status).toBe(503);
  });
});

describe('a rule matching on the request', () => {
  const sandbox = useSimulator({
    scenario: {
      name: 'one-login-refused',
      description: 'Only the login of shopper@example.com is refused.',
      rules: [
        {
          operation: 'login',
          when: { body: { username: 'shopper@example.com' } },
          answers: [{ status: 429, body: { error: 'too_many_attempts' } }],
        },
      ],
    },
  });

  it("answers only the calls whose body field equals the rule's value", async () => {
    const login = (username: string) =>
      call('POST', '/user/login/', { body: { username, password: 'Shopper@123', grant_type: 'password' } });
    expect((await login('shopper@example.com')).status).toBe(429);
    expect((await login('nocoins@example.com')).status).toBe(200);
    expect(rulesOf(sandbox.simulator)).toEqual(['one-login-refused: login answers 429', null]);
  });
});

describe('faults', () => {
  describe('malformed-json', () => {
    useSimulator({ scenario: configurationRule('config-malformed', [{ fault: 'malformed-json', status: 502 }]) });

    it('answers a JSON content type with a body no parser accepts', async () => {
      const response = await fetch(`${testOrigin}/configurator/`);
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toBe('application/json');
      await expect(response.json()).rejects.toThrow(SyntaxError);
    });
  });

  describe('wrong-content-type', () => {
    useSimulator({ scenario: configurationRule('config-as-html', [{ fault: 'wrong-content-type' }]) });

    it("sends the call's own answer as text/html", async () => {
      const response = await fetch(`${testOrigin}/configurator/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html');
      expect(JSON.parse(await response.text())).toMatchObject({ organization_name: 'Lumen Rewards' });
    });
  });

  describe('no-cors', () => {
    const sandbox = useSimulator({ scenario: configurationRule('config-no-cors', [{ fault: 'no-cors' }]) });

    it("is the call's own answer where the transport adds no CORS headers (msw/node, the browser)", async () => {
      const response = await fetch(`${testOrigin}/configurator/`, { headers: { origin: 'http://localhost:5173' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toMatchObject({ organization_name: 'Lumen Rewards' });
      expect(sandbox.simulator.journal.entries()).toMatchObject([
        { status: 200, rule: 'config-no-cors: getConfiguration answers without its CORS headers' },
      ]);
    });
  });

  describe('connection-reset', () => {
    const sandbox = useSimulator({ scenario: configurationRule('config-reset', [{ fault: 'connection-reset' }]) });

    it('fails the call at the network level, journalled with status 0', async () => {
      await expect(fetch(`${testOrigin}/configurator/`)).rejects.toThrow(TypeError);
      expect(sandbox.simulator.journal.entries()).toMatchObject([
        { status: 0, rule: 'config-reset: getConfiguration fails as a network error' },
      ]);
    });
  });

  describe('no-answer', () => {
    const sandbox = useSimulator({ scenario: configurationRule('config-silent', [{ fault: 'no-answer' }]) });

    it('answers nothing until the client gives up', async () => {
      const started = performance.now();
      await expect(fetch(`${testOrigin}/configurator/`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
      expect(performance.now() - started).toBeGreaterThanOrEqual(250);
      await expect.poll(() => rulesOf(sandbox.simulator)).toEqual(['config-silent: getConfiguration gives no answer']);
    });
  });

  describe('a delayed answer', () => {
    useSimulator({ scenario: configurationRule('config-late', [{ delayMs: 150, normal: true }]) });

    it('waits before behaving normally', async () => {
      const started = performance.now();
      expect((await call('GET', '/configurator/')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(130);
    });
  });
});

describe('an answer that breaks its contract on purpose', () => {
  // useSimulator fails a test on any answer that breaks its contract: this one says it does, so it passes.
  useSimulator({ scenario: scenarioNamed(scenarios, 'cart-breaks-contract') });

  it('is sent as written and not counted as a violation', async () => {
    const token = await signIn();
    expect(await call('GET', '/cart/', { token })).toMatchObject({ status: 200, body: { cart_items: 'not a list' } });
  });
});

describe('the scenario partial-profile', () => {
  useSimulator({ scenario: scenarioNamed(scenarios, 'partial-profile') });

  it("serves the shopper's profile without a phone, address lines or country, within its contract", async () => {
    const token = await signIn();
    const profile = await call('GET', '/edit-profile/', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ phone: '', address_line1: '', address_line2: '', country: '' });
  });
});
