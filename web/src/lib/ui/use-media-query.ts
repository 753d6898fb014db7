import { useCallback, useSyncExternalStore } from 'react';

/** The storefront's breakpoints in px, as MUI's (the same widths the style sheets' media queries use). */
const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

/** Whether the viewport is at least this breakpoint wide, following resizes. */
export function useMinWidth(breakpoint: keyof typeof breakpoints): boolean {
  return useMediaQuery(`(min-width: ${breakpoints[breakpoint]}px)`);
}

/** Whether the visitor's system asks for less motion (an operating system's accessibility setting), following changes. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
