import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Config } from '../../../contracts';
import { configurationLoaded, configurationSlice } from '../features/configuration/configuration-store';
import { renderRoutes } from './render-routes';
import { loadedConfiguration, testConfig } from './test-config';

/**
 * Renders a page that reads only the configuration and answers its main landmark. The configuration goes through the
 * configuration's reducer, so the page sees it as the store keeps it; `pastReducer` puts it straight into the state
 * instead, for a page that must refuse on its own what the reducer would drop.
 */
export function renderWithConfig(
  page: ReactNode,
  config: Config = testConfig,
  { pastReducer = false }: { pastReducer?: boolean } = {},
): HTMLElement {
  const configuration = pastReducer
    ? loadedConfiguration(config)
    : configurationSlice.reducer(undefined, configurationLoaded(config));
  renderRoutes({ routes: { '/': page }, at: '/', preloadedState: { configuration } });
  return screen.getByRole('main');
}
