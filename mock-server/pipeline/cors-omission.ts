/**
 * The requests whose answers a scenario's no-cors fault sends without CORS headers. The pipeline cannot remove them
 * itself: only the standalone transport adds them, around the MSW handlers, so the pipeline marks the request and the
 * transport reads the mark once the handler has answered. Weakly held, so a request forgets its mark with itself.
 */
const requestsWithoutCors = new WeakSet<Request>();

export function omitCorsHeaders(request: Request): void {
  requestsWithoutCors.add(request);
}

export function omitsCorsHeaders(request: Request): boolean {
  return requestsWithoutCors.has(request);
}
