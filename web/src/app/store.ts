import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ApiClient } from '../lib/api-client';
import { storeModuleLoaded, type LoadStoreModule, type StoreModule, type StoreModules } from '../lib/store-module';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

/**
 * The store with its sagas running; sagas reach the API client through their context. `loadModule` adds the state and
 * sagas of a page loaded on demand (lib/store-module.ts).
 */
export function createStore(api: ApiClient, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);

  const loaded = new WeakSet<StoreModule>();
  const loadModule: LoadStoreModule = (module) => {
    if (loaded.has(module)) return;
    loaded.add(module);
    // The root reducer is combineSlices': injecting a slice changes what it reduces, not the store's reducer.
    for (const slice of module.slices) rootReducer.inject(slice);
    sagaMiddleware.run(module.saga);
    store.dispatch(storeModuleLoaded());
  };
  const modules: StoreModules = { load: loadModule, has: (module) => loaded.has(module) };
  return Object.assign(store, { loadModule, modules });
}

export type AppStore = ReturnType<typeof createStore>;
