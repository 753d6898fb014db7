import type { HttpHandler } from 'msw';
import type { Simulator } from '../simulator';

// SKELETON: replaced by the helper who owns this file.
export function coinHandlers(simulator: Simulator): HttpHandler[] {
  void simulator;
  return [];
}
