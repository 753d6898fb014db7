import type { SeedOptions } from '../../scenarios/scenario';

export const defaultSeedOptions: SeedOptions = { products: 80, orders: [] };
