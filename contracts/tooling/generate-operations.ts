import type { EndpointRegistry } from '../generated/types';
import { formattedModule } from './generated-files';

/**
 * What a client needs from the registry to make each call, as a small module: the registry itself, with its
 * descriptions and response documentation, would ship whole in every bundle that looks a call up.
 */
export async function generateOperations(registry: EndpointRegistry): Promise<string> {
  const rows = registry.endpoints.map(
    ({ operationId, method, path, auth, credentials }) =>
      `  ${operationId}: ${JSON.stringify({ method, path, auth, credentials })},`,
  );
  const body = `import type { EndpointAuth, EndpointCredentials, HttpMethod, OperationId } from './types';

export interface OperationRoute {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  credentials: EndpointCredentials;
}

/** Each provider call's method, path, auth rule and cookie policy, by operationId. */
export const operations: { readonly [Op in OperationId]: OperationRoute } = {
${rows.join('\n')}
};
`;
  return formattedModule(body);
}
