import { put, select, takeLeading } from 'redux-saga/effects';
import { getConfigurationAnswers } from '../../../../contracts/generated/answers/get-configuration';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import {
  configurationFailed,
  configurationLoaded,
  configurationRequested,
  selectConfigurationStatus,
} from './configuration-slice';

export const configurationFallbackMessage = 'Failed to fetch configuration';

function* loadConfiguration() {
  // The reducer moved an idle configuration to loading; any other status means it is loaded, being loaded, or failed,
  // which the error screen's Reload Page retries with a fresh page.
  const status: ReturnType<typeof selectConfigurationStatus> = yield select(selectConfigurationStatus);
  if (status !== 'loading') return;
  try {
    const config = yield* apiCall(getConfigurationAnswers, {});
    yield put(configurationLoaded(config));
  } catch (error) {
    yield put(configurationFailed(errorMessage(error, configurationFallbackMessage)));
  }
}

export function* configurationSaga() {
  yield takeLeading(configurationRequested.type, loadConfiguration);
}
