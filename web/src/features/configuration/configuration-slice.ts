import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Config } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';

export interface ConfigurationState extends RequestState {
  config: Config | null;
}

const initialState: ConfigurationState = { ...requestState.idle, config: null };

export const configurationSlice = createSlice({
  name: 'configuration',
  initialState,
  reducers: {
    configurationRequested: requestState.startedOnce,
    configurationLoaded(state, action: PayloadAction<Config>) {
      requestState.succeeded(state);
      state.config = action.payload;
    },
    configurationFailed: requestState.failed,
  },
  selectors: {
    selectConfigurationStatus: (state) => state.status,
    selectConfig: (state) => state.config,
    selectConfigurationError: (state) => state.error,
  },
});

export const { configurationRequested, configurationLoaded, configurationFailed } = configurationSlice.actions;
export const { selectConfigurationStatus, selectConfig, selectConfigurationError } = configurationSlice.selectors;
