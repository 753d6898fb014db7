import { useContext, useLayoutEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { StoreModuleContext, type StoreModule } from './store-module';

/**
 * Renders its children once the module is part of the store (its slices have state). The module loads before the
 * first paint, so the page appears at once; loading it in an effect rather than during render keeps rendering free
 * of store updates.
 */
export function StoreModuleGate({ module, children }: { module: StoreModule; children: ReactNode }) {
  const load = useContext(StoreModuleContext);
  if (load === null) throw new Error('StoreModuleGate needs the store providers (app/providers.tsx)');
  const loaded = useSelector((state: object) => module.slices.every((slice) => slice.reducerPath in state));
  useLayoutEffect(() => load(module), [load, module]);
  return loaded ? children : null;
}
