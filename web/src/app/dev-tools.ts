import { mountContractViolations } from '../features/contract-violations';
import { mountQaPanel } from '../features/qa-panel';
import type { RuntimeConfig } from '../lib/runtime-config';

/**
 * The corners for people who work on the storefront, in one chunk that main.tsx loads only when the configuration
 * declares one: the QA panel on a simulator, the contract violations behind the validating proxy. The live storefront
 * never downloads it, and its entry carries one import for both.
 */
export function mountDevTools({ apiBaseUrl, simulator, contractProxy }: RuntimeConfig): void {
  if (simulator) mountQaPanel(apiBaseUrl);
  if (contractProxy !== undefined) mountContractViolations(contractProxy);
}
