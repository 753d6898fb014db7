import type { FuzzOptions } from '../fuzz/run-fuzz';
import type { CallCheck } from '../verdict';

/** The fuzzer, loaded only when --fuzz asks for it: a plain check never loads its case generators. */
export async function loadFuzzer(): Promise<(options: FuzzOptions) => Promise<CallCheck[]>> {
  const { runFuzz } = await import('../fuzz/run-fuzz');
  return runFuzz;
}
