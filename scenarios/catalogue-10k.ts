import type { Scenario } from './scenario';

export const catalogue10k: Scenario = {
  name: 'catalogue-10k',
  description: 'The catalogue holds 10,000 products, for paging, filtering and performance work.',
  seed: { products: 10_000 },
};
