import type { Scenario } from './scenario';

export const emptyCatalogue: Scenario = {
  name: 'empty-catalogue',
  description: 'The catalogue holds no products: listings, sorted listings and search answer empty results.',
  seed: { products: 0 },
};
