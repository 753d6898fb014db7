import registryJson from './endpoints.json';
import type { Endpoint, EndpointRegistry, OperationId } from './generated/types';

export type * from './generated/types';
export type { QuerySchemaName, ValidationError, Validator } from './generated/validators';
export * from './generated/validators';

// JSON imports widen literals to string; registry.test.ts proves the file matches EndpointRegistry's schema.
export const registry = registryJson as unknown as EndpointRegistry;

const byOperationId = new Map(registry.endpoints.map((endpoint) => [endpoint.operationId, endpoint]));

export function endpointFor(operationId: OperationId): Endpoint {
  const endpoint = byOperationId.get(operationId);
  if (endpoint === undefined) throw new Error(`The registry has no operation ${operationId}`);
  return endpoint;
}
