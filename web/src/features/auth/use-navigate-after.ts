import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigation after a pause, as the mock password-reset steps do: the returned function resolves once it has
 * navigated, so a form stays submitting (its button disabled) meanwhile. Leaving the page cancels it.
 */
export function useNavigateAfter(delayMs: number): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (to: string) =>
      new Promise<void>((resolve) => {
        timer.current = window.setTimeout(() => {
          void navigate(to);
          resolve();
        }, delayMs);
      }),
    [navigate, delayMs],
  );
}
