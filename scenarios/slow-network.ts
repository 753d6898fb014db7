import type { Scenario } from './scenario';

const delayMs = 1500;

export const slowNetwork: Scenario = {
  name: 'slow-network',
  description: `Every provider call answers after a fixed ${delayMs} ms delay (the admin API stays immediate).`,
  settings: { delayMs },
};
