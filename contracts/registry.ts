import registryJson from './endpoints.json';
import type { Endpoint, EndpointRegistry, OperationId } from './generated/types';

// JSON imports widen literals to string; registry.test.ts proves the file matches EndpointRegistry's schema.
export const registry = registryJson as unknown as EndpointRegistry;

// A lookup with no module-level work: a bundle that never calls it (the storefront uses `operations`) drops the
// registry JSON.
export function endpointFor(operationId: OperationId): Endpoint {
  const endpoint = registry.endpoints.find((candidate) => candidate.operationId === operationId);
  if (endpoint === undefined) throw new Error(`The registry has no operation ${operationId}`);
  return endpoint;
}
