import type { Scenario } from './scenario';

export const defaultScenario: Scenario = {
  name: 'default',
  description: 'The standard seed: 80 products, the three seed users, unused load-coin codes and no orders.',
};
