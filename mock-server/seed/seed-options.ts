import type { SeedOptions } from '../../scenarios/scenario';
import { company } from './seed-data';

export const defaultSeedOptions: SeedOptions = { products: 80, orders: [], company, profiles: [] };
