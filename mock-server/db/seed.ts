import type { Simulator } from '../simulator';
import type { SeedOptions } from './seed-options';

// SKELETON: replaced by the helper who owns this file.
export async function seedDatabase(simulator: Simulator, options: SeedOptions): Promise<void> {
  void simulator;
  void options;
}
