import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The state a React Router entry keeps its navigation state under, where the entry has one. */
const routerState = (): unknown => (window.history.state as { usr?: unknown } | null)?.usr;

/**
 * BrowserRouter reads the address as it first renders and listens for changes only once it has committed. The first
 * render is a transition, in slices with the page responsive between them, so a Back press (or a script's pushState)
 * between those slices would leave the router on the old address: once the router listens (a passive effect runs
 * after every layout effect, BrowserRouter's subscription among them), this takes it to the address the browser
 * shows, with that entry's navigation state, in place of the entry it missed.
 */
export function CatchUpWithHistory() {
  const rendered = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname === rendered.pathname && search === rendered.search && hash === rendered.hash) return;
    void navigate({ pathname, search, hash }, { replace: true, state: routerState() });
    // Once, on mounting: from then on the router listens itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
