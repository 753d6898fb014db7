import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';

// The anchor on the page, if a frame with a header has put one there: one frame is on the page at a time.
let anchor: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setAnchor(element: HTMLElement | null): void {
  anchor = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// One function for every render, so that React attaches it once per element.
function attach(element: HTMLDivElement | null): () => void {
  setAnchor(element);
  return () => {
    if (anchor === element) setAnchor(null);
  };
}

/**
 * Where the toasts show, for a frame with a header (app/shell): put right after the header. It sticks to the top of the
 * window with no height of its own, so the toasts sit just below the header while it is in view, covering none of its
 * controls (the cart, the search, the account), and at the top of the window once it has scrolled away. A page
 * without one (the error screen, the configuration's spinner) has its toasts at the window's top right.
 */
export function ToastAnchor() {
  return <Box ref={attach} sx={{ position: 'sticky', top: 0, zIndex: 'snackbar', height: 0 }} />;
}

/** The frame's anchor for the toasts, or null when the page has none. */
export function useToastAnchor(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => anchor,
    () => null,
  );
}
