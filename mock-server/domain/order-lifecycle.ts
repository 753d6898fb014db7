import type { SeededOrder } from '../db/seed-options';
import type { Simulator } from '../simulator';

// SKELETON: replaced by the helper who owns this file.
export function expireOverdueOrders(simulator: Simulator): void {
  void simulator;
}

// SKELETON: replaced by the helper who owns this file.
export async function seedOrders(simulator: Simulator, orders: readonly SeededOrder[]): Promise<void> {
  void simulator;
  void orders;
}
