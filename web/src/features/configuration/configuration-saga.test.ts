import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient } from '../../testing/fake-api';
import { testConfig } from '../../testing/test-config';
import { configurationRequested } from './configuration-slice';

const config = testConfig;

function storeAnswering(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request));
  return { store, request };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading the configuration', () => {
  it('loads once while idle and never again while loading or loaded', async () => {
    const { store, request } = storeAnswering(() => Promise.resolve(config));
    store.dispatch(configurationRequested());
    store.dispatch(configurationRequested());
    await settle();
    store.dispatch(configurationRequested());
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('getConfiguration', {});
    expect(store.getState().configuration).toEqual({
      status: 'succeeded',
      config,
      error: null,
      loadedAt: expect.any(Number),
    });
  });

  it("fails with the server's message, or the fallback", async () => {
    const failing = storeAnswering(() => Promise.reject(new ApiError(500, { message: 'Brand not found' })));
    failing.store.dispatch(configurationRequested());
    await settle();
    expect(failing.store.getState().configuration).toMatchObject({ status: 'failed', error: 'Brand not found' });

    const offline = storeAnswering(() => Promise.reject(new ApiError(0, undefined)));
    offline.store.dispatch(configurationRequested());
    await settle();
    expect(offline.store.getState().configuration.error).toBe('Failed to fetch configuration');
  });

  it('treats a configuration that breaks its contract as an invalid response', async () => {
    const { store } = storeAnswering(() => Promise.resolve({ ...config, logo_url: 'javascript:alert(1)' }));
    store.dispatch(configurationRequested());
    await settle();
    expect(store.getState().configuration).toMatchObject({ status: 'failed', error: 'Invalid response from server' });
  });
});
