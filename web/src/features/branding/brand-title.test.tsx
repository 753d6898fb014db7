import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createStore } from '../../app/store';
import type { ApiClient } from '../../lib/api-client';
import { testConfig } from '../../testing/test-config';
import { configurationLoaded } from '../configuration/configuration-store';

describe('BrandTitle', () => {
  it('names the document once the configuration has loaded', () => {
    const store = createStore({ request: vi.fn() } as unknown as ApiClient);
    document.title = 'Gift Card Store';
    render(
      <Providers store={store}>
        <p>page</p>
      </Providers>,
    );
    expect(document.title).toBe('Gift Card Store');

    act(() => {
      store.dispatch(configurationLoaded(testConfig));
    });

    expect(document.title).toBe('Lumen Gift Store | Lumen Rewards');
  });
});
