import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ApiClient } from '../lib/api-client';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

/** The store with its sagas running; sagas reach the API client through their context. */
export function createStore(api: ApiClient, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
