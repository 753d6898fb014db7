import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './runtime-config';

function serveConfig(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadRuntimeConfig', () => {
  it('reads the API base URL without its trailing slash; a live provider is no simulator', async () => {
    serveConfig({ apiBaseUrl: 'https://provider.example.com/' });

    expect(await loadRuntimeConfig()).toEqual({ apiBaseUrl: 'https://provider.example.com', simulator: false });
  });

  it('reads the simulator flag that npm start writes when it started the simulator', async () => {
    serveConfig({ apiBaseUrl: 'http://127.0.0.1:9090', simulator: true });

    expect(await loadRuntimeConfig()).toEqual({ apiBaseUrl: 'http://127.0.0.1:9090', simulator: true });
  });

  it.each([['true'], [1], [null]])('takes only true for the flag, not %j', async (simulator) => {
    serveConfig({ apiBaseUrl: 'http://127.0.0.1:9090', simulator });

    expect(await loadRuntimeConfig()).toMatchObject({ simulator: false });
  });

  it('reads the validating proxy that npm start -- --validate declares, http(s) only', async () => {
    serveConfig({ apiBaseUrl: 'http://127.0.0.1:9191', contractProxy: 'http://127.0.0.1:9191' });
    expect(await loadRuntimeConfig()).toMatchObject({ contractProxy: 'http://127.0.0.1:9191' });

    serveConfig({ apiBaseUrl: 'http://127.0.0.1:9191', contractProxy: 'javascript:alert(1)' });
    expect((await loadRuntimeConfig()).contractProxy).toBeUndefined();
  });

  it.each([[{ apiBaseUrl: 'javascript:alert(1)' }], [{}], [null], ['http://127.0.0.1:9090']])(
    'refuses a configuration without an http(s) apiBaseUrl: %j',
    async (body) => {
      serveConfig(body);

      await expect(loadRuntimeConfig()).rejects.toThrow('The runtime configuration has no http(s) apiBaseUrl');
    },
  );
});
