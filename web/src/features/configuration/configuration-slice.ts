import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Config } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';
import { isHttpUrl } from '../../lib/runtime-config';

/** The configuration as the storefront keeps it: the website under one name, whichever spelling the provider sent. */
export type StorefrontConfig = Omit<Config, 'website_url'>;

export interface ConfigurationState extends RequestState {
  config: StorefrontConfig | null;
  /** When the configuration arrived (epoch ms): the catalogue appears a fixed delay after it. */
  loadedAt: number | null;
}

function storefrontConfig({ websiteUrl, website_url: websiteSnakeCase, ...config }: Config): StorefrontConfig {
  const website = [websiteUrl, websiteSnakeCase].find(isHttpUrl);
  return website === undefined ? config : { ...config, websiteUrl: website };
}

const initialState: ConfigurationState = { ...requestState.idle, config: null, loadedAt: null };

export const configurationSlice = createSlice({
  name: 'configuration',
  initialState,
  reducers: {
    configurationRequested: requestState.startedOnce,
    configurationLoaded: {
      reducer(state, action: PayloadAction<Config, string, { loadedAt: number }>) {
        requestState.succeeded(state);
        state.config = storefrontConfig(action.payload);
        state.loadedAt = action.meta.loadedAt;
      },
      prepare: (config: Config) => ({ payload: config, meta: { loadedAt: Date.now() } }),
    },
    configurationFailed: requestState.failed,
  },
  selectors: {
    selectConfigurationStatus: (state) => state.status,
    selectConfig: (state) => state.config,
    selectConfigurationError: (state) => state.error,
    selectConfigurationLoadedAt: (state) => state.loadedAt,
  },
});

export const { configurationRequested, configurationLoaded, configurationFailed } = configurationSlice.actions;
export const { selectConfigurationStatus, selectConfig, selectConfigurationError, selectConfigurationLoadedAt } =
  configurationSlice.selectors;
