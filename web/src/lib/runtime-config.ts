/** What the storefront learns at run time from config.json beside index.html, so one build serves any provider. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** The provider is the simulator, which `npm start` declares when it started one: the storefront offers its QA panel. */
  simulator: boolean;
  /**
   * The validating proxy between the storefront and the provider (`npm start -- --validate`), http(s) only: the
   * storefront shows the contract violations it reports.
   */
  contractProxy?: string;
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export async function loadRuntimeConfig(location: string = '/config.json'): Promise<RuntimeConfig> {
  // index.html asks for config.json with the page, beside the scripts (a preload); in the browser's default cache mode
  // this takes that answer instead of asking once the scripts have run. The server marks it no-cache: it is still
  // revalidated on every load.
  const response = await fetch(location);
  if (!response.ok) throw new Error(`The runtime configuration could not be loaded (HTTP ${response.status})`);
  const body: unknown = await response.json();
  const { apiBaseUrl, simulator, contractProxy } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (!isHttpUrl(apiBaseUrl)) throw new Error('The runtime configuration has no http(s) apiBaseUrl');
  return {
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    simulator: simulator === true,
    contractProxy: isHttpUrl(contractProxy) ? contractProxy : undefined,
  };
}
