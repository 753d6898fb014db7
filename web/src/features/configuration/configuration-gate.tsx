import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ConfigurationSpinner } from './configuration-spinner';
import { configurationRequested, selectConfigurationError, selectConfigurationStatus } from './configuration-slice';

/**
 * Loads the configuration and shows the spinner until it has loaded (spec: pages show a spinner while configuration
 * loads). A failure is thrown to the error screen with its message.
 */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const status = useSelector(selectConfigurationStatus);
  const error = useSelector(selectConfigurationError);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    if (status === 'idle') dispatch(configurationRequested());
  }, [dispatch, status]);

  useEffect(() => {
    // The storefront's first render is the biggest of all; as a transition React renders it in slices that input and
    // paint can interrupt, where an ordinary update would block the page for one long task.
    if (status === 'succeeded') startTransition(() => setRevealed(true));
  }, [status]);

  if (status === 'failed') throw new Error(error ?? 'Failed to fetch configuration');
  return revealed ? children : <ConfigurationSpinner />;
}
