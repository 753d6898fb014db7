import { lazy, type ComponentType } from 'react';
import { loadOnce } from '../../lib/load-once';

/**
 * A lazily loaded component that uses MUI, inside the branded MUI theme. The theme module loads beside the component,
 * in parallel, so MUI and its theme stay out of the home route's JavaScript until something needs them. `preload`
 * fetches both before the component first renders (the page a shopper opens, while the configuration loads).
 */
export function lazyBrandedMui<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loadBranded = loadOnce(() =>
    Promise.all([load(), import('./branded-mui')]).then(([Component, { withBrandedMui }]) => ({
      default: withBrandedMui(Component),
    })),
  );
  const preload = () => void loadBranded().catch(() => undefined);
  return Object.assign(lazy(loadBranded), { preload });
}
