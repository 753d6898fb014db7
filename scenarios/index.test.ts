import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointFor, validators, type OperationId, type SchemaName } from '../contracts';
import { scenarioNames, scenarios } from '.';
import { scenarioNamed } from './scenario';

const overrides = scenarios.flatMap((scenario) =>
  Object.entries(scenario.overrides ?? {}).map(([operationId, override]) => ({
    scenario: scenario.name,
    operationId: operationId as OperationId,
    override,
  })),
);

describe('the scenarios', () => {
  it('are the ones QA replays, each in its own file named after it', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !['index.ts', 'scenario.ts'].includes(file),
      )
      .map((file) => file.replace(/\.ts$/, ''));
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
        'session-expiry',
        'refresh-fails',
        'empty-catalogue',
        'slow-network',
        'catalogue-10k',
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

  it('are each listed in the README', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const name of scenarioNames) expect(readme).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
  });

  it('are found by name, and an unknown name is refused with the known ones', () => {
    expect(scenarioNamed(scenarios, 'login-429').name).toBe('login-429');
    expect(() => scenarioNamed(scenarios, 'login-418')).toThrow(/known: default, login-429/);
  });

  it.each(overrides)(
    '$scenario overrides $operationId with an answer its contract documents',
    ({ operationId, override }) => {
      if (override.kind !== 'respond') return;
      const { responses } = endpointFor(operationId);
      // A status the call does not list by number falls under its documented default, as the simulator checks it.
      const documented = responses[String(override.status)] ?? responses.default;
      expect(documented, `${operationId} does not document ${override.status}`).toBeDefined();
      if (documented?.schema === undefined) {
        expect(override.body).toBeUndefined();
        return;
      }
      const validate = validators[documented.schema as SchemaName];
      expect(validate(override.body), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it('override only operations the registry knows', () => {
    for (const { operationId } of overrides) expect(() => endpointFor(operationId)).not.toThrow();
  });
});
