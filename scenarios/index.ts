import { fileURLToPath } from 'node:url';
import { loadScenarios } from './load-scenarios';
import type { Scenario } from './scenario';

/** The built-in scenarios' folder: every .json file in it is a scenario named after the file. */
export const builtInScenariosDir = fileURLToPath(new URL('.', import.meta.url));

/** The built-in scenarios followed by those of a team's own folders (--scenarios-dir); the first is the default. */
export const scenariosWith = (folders: readonly string[]): Scenario[] =>
  loadScenarios([builtInScenariosDir, ...folders]);

/** Every built-in QA scenario; the first is the one the simulator starts with. */
export const scenarios: readonly Scenario[] = scenariosWith([]);

export const scenarioNames: readonly string[] = scenarios.map((scenario) => scenario.name);
