import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createStore } from '../../app/store';
import type { ApiClient } from '../../lib/api-client';
import { testConfig } from '../../testing/test-config';
import { configurationLoaded } from '../configuration/configuration-store';

describe('BrandStyle', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('paints the document in the configuration colours and names it once the configuration has loaded', () => {
    const store = createStore({ request: vi.fn() } as unknown as ApiClient);
    render(
      <Providers store={store}>
        <p>page</p>
      </Providers>,
    );
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--brand-primary')).toBe('');

    act(() => {
      store.dispatch(configurationLoaded({ ...testConfig, button_color: '#000000', header_text_color: '#EEEEEE' }));
    });

    expect(root.getPropertyValue('--brand-primary')).toBe('rgb(49, 77, 121)');
    expect(root.getPropertyValue('--brand-button')).toBe('#000000');
    expect(root.getPropertyValue('--brand-button-text')).toBe('#fff');
    expect(root.getPropertyValue('--brand-header-text')).toBe('#EEEEEE');
    expect(root.getPropertyValue('--brand-secondary')).toBe('#F2A900');
    expect(document.title).toBe('Lumen Gift Store | Lumen Rewards');
  });
});
