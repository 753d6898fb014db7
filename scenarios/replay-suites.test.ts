import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioNames } from '.';

const suiteSuffix = '.spec.ts';
const suitesDir = new URL('../e2e/scenarios/', import.meta.url);

/** The scenarios that e2e/scenarios/ holds a replay suite for, by their file names. */
const suites = readdirSync(suitesDir)
  .filter((file) => file.endsWith(suiteSuffix))
  .map((file) => file.slice(0, -suiteSuffix.length));

describe('the replay suites (e2e/scenarios/<name>.spec.ts)', () => {
  it('replay every scenario', () => {
    const missing = scenarioNames.filter((name) => !suites.includes(name));
    expect(missing, 'scenarios without a replay suite').toEqual([]);
  });

  it('each name a scenario that exists', () => {
    const orphans = suites.filter((name) => !scenarioNames.includes(name));
    expect(orphans, 'replay suites of no scenario').toEqual([]);
  });
});
