import { startTransition, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectConfigurationLoadedAt } from './configuration-slice';

/**
 * False until `delayMs` have passed since the configuration loaded (at once when they already have, as after an
 * in-app navigation). The content it holds back is rendered as a transition: React renders it in slices that input and
 * paint can interrupt, where an ordinary update would block the page for one long task.
 */
export function useShownAfterLoad(delayMs: number): boolean {
  const loadedAt = useSelector(selectConfigurationLoadedAt);
  const due = loadedAt === null ? null : loadedAt + delayMs;
  const [shown, setShown] = useState(() => due !== null && Date.now() >= due);

  useEffect(() => {
    if (shown || due === null) return undefined;
    const show = () => startTransition(() => setShown(true));
    // Without a timer when it is due already: a page whose clock is held (a test's) still shows it.
    if (Date.now() >= due) {
      show();
      return undefined;
    }
    const timer = window.setTimeout(show, due - Date.now());
    return () => window.clearTimeout(timer);
  }, [shown, due]);

  return shown;
}
