/**
 * What the pipeline reads of a request: the standalone server builds it straight from node:http, with no Fetch
 * Request, and MSW's handlers (msw/node, the browser) from the Fetch Request they are given. Its body may be read any
 * number of times, so that the scenario rules and request validation each read it.
 */
export interface ProviderRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
  /** Aborts when the client gives up waiting (a scenario's no-answer fault waits for it). */
  readonly signal: AbortSignal;
}

export function fromFetchRequest(request: Request): ProviderRequest {
  let body: Promise<ArrayBuffer> | undefined;
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    arrayBuffer: () => (body ??= request.arrayBuffer()),
    signal: request.signal,
  };
}
