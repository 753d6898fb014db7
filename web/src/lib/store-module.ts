import { createAction, type Slice } from '@reduxjs/toolkit';
import { createContext } from 'react';
import type { Saga } from 'redux-saga';

/**
 * State and side effects that load with a page instead of with the storefront: its slices and the saga that serves
 * them. Keeping them out of the store's start-up keeps them out of the home route's JavaScript.
 */
export interface StoreModule {
  slices: readonly Slice[];
  saga: Saga;
}

/** Adds a module's slices to the store and starts its saga, once per module however often it is asked. */
export type LoadStoreModule = (module: StoreModule) => void;

/** A module joined the store: its slices hold their initial state from this action on. */
export const storeModuleLoaded = createAction('store/moduleLoaded');

/** What the app's store offers the pages that bring a module. */
export interface StoreModules {
  load: LoadStoreModule;
  /**
   * The module joined this store and its saga runs. Its slices in the state do not tell: the root reducer is shared by
   * every store made in one page (tests make many), so a second store has the slices before its saga started.
   */
  has: (module: StoreModule) => boolean;
}

export const StoreModuleContext = createContext<StoreModules | null>(null);
