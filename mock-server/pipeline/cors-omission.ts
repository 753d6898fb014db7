import type { ProviderRequest } from './provider-request';

/**
 * The requests whose answers a scenario's no-cors fault sends without CORS headers. The pipeline cannot remove them
 * itself: only the standalone transport adds them, around the MSW handlers, so the pipeline marks the request and the
 * transport reads the mark once the handler has answered. Weakly held, so a request forgets its mark with itself.
 */
const requestsWithoutCors = new WeakSet<ProviderRequest>();

export function omitCorsHeaders(request: ProviderRequest): void {
  requestsWithoutCors.add(request);
}

export function omitsCorsHeaders(request: ProviderRequest): boolean {
  return requestsWithoutCors.has(request);
}
