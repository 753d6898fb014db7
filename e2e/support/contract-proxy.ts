import { tsImport } from 'tsx/esm/api';
import type * as ProxyServerModule from '../../provider-kit/proxy/proxy-server';
import type * as ViolationLogModule from '../../provider-kit/proxy/violation-log';
import { expect, test as base } from './fixtures';

/** The validating proxy a test put between the storefront and the worker's simulator: what the page may know of it. */
export interface RunningContractProxy {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  url: string;
}

/**
 * Starts the validating proxy (`npm run provider:proxy`) in front of a host, admitting the storefront's origin in its
 * CORS. Loaded through tsx, as the simulator is (simulator-server.ts): it imports the contracts' JSON, which
 * Playwright's own loader cannot import. Its readable lines stay out of the test's output; the overlay shows them.
 */
async function startContractProxy(host: string, origin: string) {
  const server = (await tsImport(
    '../../provider-kit/proxy/proxy-server.ts',
    import.meta.url,
  )) as typeof ProxyServerModule;
  const { ViolationLog } = (await tsImport(
    '../../provider-kit/proxy/violation-log.ts',
    import.meta.url,
  )) as typeof ViolationLogModule;
  return server.startContractProxy({
    host,
    port: 0,
    origins: [origin],
    log: new ViolationLog({ print: () => undefined }),
  });
}

export const test = base.extend<{ contractProxy: RunningContractProxy }>({
  /**
   * The storefront behind a proxy of its own in front of the worker's simulator, as `npm start -- --validate` runs it:
   * config.json points the storefront at the proxy and declares it (so the storefront shows the violations overlay).
   */
  contractProxy: async ({ simulator, context, baseURL }, use) => {
    if (baseURL === undefined) throw new Error('playwright.config.ts must set use.baseURL for the e2e fixtures');
    const storefrontOrigin = new URL(baseURL).origin;
    const proxy = await startContractProxy(simulator.url, storefrontOrigin);
    // Registered after the fixtures' own config.json route, so it takes precedence over it.
    await context.route(`${storefrontOrigin}/config.json`, (route) =>
      route.fulfill({
        json: { apiBaseUrl: proxy.url, simulator: true, contractProxy: proxy.url },
        headers: { 'Cache-Control': 'no-store' },
      }),
    );
    await use({ url: proxy.url });
    await proxy.close();
  },
});

export { expect };
