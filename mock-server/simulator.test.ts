import { describe, expect, it } from 'vitest';
import { scenarioNames, scenarios } from '../scenarios';
import { scenarioNamed, UnknownScenarioError } from './simulator';

describe('the scenarios a simulator is handed', () => {
  it('are found by name, and an unknown name is refused with the known ones', () => {
    expect(scenarioNamed(scenarios, 'login-429').name).toBe('login-429');
    expect(() => scenarioNamed(scenarios, 'login-418')).toThrow(`known: ${scenarioNames.join(', ')}`);
    expect(() => scenarioNamed(scenarios, 'login-418')).toThrow(UnknownScenarioError);
  });
});
