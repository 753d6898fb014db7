import { lazy, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/**
 * A page loaded on demand (React.lazy, under the router's Suspense), with `preload` to fetch it before it first
 * renders: the page a shopper opens, while the configuration loads (app/router.tsx, preloadPage).
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loadPage = loadOnce(() => load().then((Component) => ({ default: Component })));
  const preload = () => void loadPage().catch(() => undefined);
  return Object.assign(lazy(loadPage), { preload });
}
