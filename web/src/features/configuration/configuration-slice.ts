import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Config } from '../../../../contracts';
import type { AsyncStatus } from '../../lib/async-status';

export interface ConfigurationState {
  status: AsyncStatus;
  config: Config | null;
  error: string | null;
}

const initialState: ConfigurationState = { status: 'idle', config: null, error: null };

export const configurationSlice = createSlice({
  name: 'configuration',
  initialState,
  reducers: {
    configurationRequested(state) {
      if (state.status === 'idle') state.status = 'loading';
    },
    configurationLoaded(state, action: PayloadAction<Config>) {
      state.status = 'succeeded';
      state.config = action.payload;
      state.error = null;
    },
    configurationFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectConfigurationStatus: (state) => state.status,
    selectConfig: (state) => state.config,
    selectConfigurationError: (state) => state.error,
  },
});

export const { configurationRequested, configurationLoaded, configurationFailed } = configurationSlice.actions;
export const { selectConfigurationStatus, selectConfig, selectConfigurationError } = configurationSlice.selectors;
