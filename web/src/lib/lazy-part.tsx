import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/**
 * A part of a page that loads on demand (a dialog the shopper may never open, a field only some devices need): its
 * module is fetched when the part first mounts, or earlier with `preload` (e.g. once the page has painted, so that the
 * first opening does not wait for the network). Until it has arrived, `Fallback` stands in, given the same props
 * (nothing by default).
 *
 * Not React.lazy: a suspended part shows only after React's Suspense timers run, which a page whose clock is held (a
 * test's, a throttled tab's) never does; a plain state update shows it as soon as the module is there.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback?: ComponentType<Props>,
) {
  let loaded: ComponentType<Props> | undefined;
  const ensure = loadOnce(() => load().then((component) => (loaded = component)));
  const preload = () => void ensure().catch(() => undefined);

  function Part(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded);
    useEffect(() => {
      if (Component !== undefined) return undefined;
      let mounted = true;
      ensure().then(
        (component) => {
          if (mounted) setComponent(() => component);
        },
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    if (Component !== undefined) return <Component {...props} />;
    return Fallback === undefined ? null : <Fallback {...props} />;
  }
  return Object.assign(Part, { preload });
}

// A second to settle: fetched at the first idle moment after its page showed, a payment modal (MUI and the theme,
// about 35 KB) still came before that page's own largest paint had finished, and Lighthouse's simulated paint waited
// for it (/payment 2.7 s).
const settleMs = 1000;

/**
 * Preloads `part` a second after `ready`, when the browser is next idle, so that the fetch (and the module's
 * evaluation) comes after the paint that shows what the page is for, not in its way. Without requestIdleCallback
 * (Safari), at once after that second.
 */
export function usePreloadWhenIdle(part: { preload: () => void }, ready: boolean): void {
  useEffect(() => {
    if (!ready) return undefined;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback !== 'function') part.preload();
      // Within a second at the latest: a page that never idles still gets the part before it may need it.
      else idle = requestIdleCallback(part.preload, { timeout: 1000 });
    }, settleMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [part, ready]);
}
