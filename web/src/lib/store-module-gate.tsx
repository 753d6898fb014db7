import { useContext, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { StoreModuleContext, type StoreModule } from './store-module';

/**
 * Renders its children once the module joined this store (its slices have state, its saga runs). It loads before the
 * first paint, so the page appears at once; loading it in an effect rather than during render keeps rendering free
 * of store updates.
 */
export function StoreModuleGate({ module, children }: { module: StoreModule; children: ReactNode }) {
  const modules = useContext(StoreModuleContext);
  if (modules === null) throw new Error('StoreModuleGate needs the store providers (app/providers.tsx)');
  // Asked again on every dispatch: store/moduleLoaded may leave the state as it was (the slices were there already),
  // which a selector would not notice.
  const { subscribe } = useStore();
  const loaded = useSyncExternalStore(subscribe, () => modules.has(module));
  useLayoutEffect(() => modules.load(module), [modules, module]);
  return loaded ? children : null;
}
