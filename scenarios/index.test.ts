import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointFor, operations } from '../contracts';
import scenarioSchema from '../contracts/scenario.schema.json' with { type: 'json' };
import { scenarioNames, scenarios } from '.';

const replies = scenarios.flatMap((scenario) =>
  (scenario.rules ?? []).flatMap((rule) =>
    rule.answers.flatMap((answer) =>
      'status' in answer ? [{ operation: rule.operation, status: answer.status }] : [],
    ),
  ),
);

describe('the scenarios', () => {
  it('are the ones QA replays, each in its own file named after it', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''));
    expect([...scenarioNames].sort()).toEqual(files.sort());
    expect(scenarioNames).toEqual(
      expect.arrayContaining([
        'default',
        'login-429',
        'login-500',
        'login-network-error',
        'login-400',
        'login-403',
        'login-404',
        'login-422',
        'login-503',
        'login-invalid-client',
        'login-maintenance',
        'expired-payment',
        'payment-pending-then-success',
        'five-orders',
        'incomplete-vouchers',
        'order-history-unavailable',
        'company-facts-partial',
        'session-expiry',
        'refresh-fails',
        'cart-unavailable',
        'cart-changes-refused',
        'empty-catalogue',
        'slow-network',
        'catalogue-10k',
        'broken-provider',
      ]),
    );
    expect(scenarioNames[0]).toBe('default');
  });

  it('have unique kebab-case names and a description', () => {
    expect(new Set(scenarioNames).size).toBe(scenarios.length);
    for (const scenario of scenarios) {
      expect(scenario.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(scenario.description.length).toBeGreaterThan(20);
    }
  });

  it("are each listed in the QA guide's table", () => {
    const guide = readFileSync(new URL('../docs/qa.md', import.meta.url), 'utf8');
    for (const name of scenarioNames) expect(guide).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
  });

  it('name in their schema exactly the calls the registry has', () => {
    expect(
      scenarioSchema.$defs.rule.properties.operation.enum,
      "contracts/scenario.schema.json's rule operation enum lists the registry's operationIds in its order; then " +
        'npm run contracts:build',
    ).toEqual(Object.keys(operations));
  });

  it('answer every error status the login contract documents, so QA can replay each', () => {
    const documented = Object.keys(endpointFor('login').responses).filter((status) => /^[45]\d\d$/.test(status));
    const replayed = new Set(
      replies.filter(({ operation }) => operation === 'login').map(({ status }) => String(status)),
    );
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((status) => !replayed.has(status))).toEqual([]);
  });
});
