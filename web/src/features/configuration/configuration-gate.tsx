import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ConfigurationSpinner } from './configuration-spinner';
import { configurationRequested, selectConfigurationError, selectConfigurationStatus } from './configuration-slice';
import { useShownAfterLoad } from './use-shown-after-load';

/**
 * Loads the configuration and shows the spinner until it has loaded (spec: pages show a spinner while configuration
 * loads). A failure is thrown to the error screen with its message.
 */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const status = useSelector(selectConfigurationStatus);
  const error = useSelector(selectConfigurationError);
  // The storefront's first render, the biggest of all, comes as the hook's transition.
  const revealed = useShownAfterLoad(0);

  useEffect(() => {
    if (status === 'idle') dispatch(configurationRequested());
  }, [dispatch, status]);

  if (status === 'failed') throw new Error(error ?? 'Failed to fetch configuration');
  return revealed ? children : <ConfigurationSpinner />;
}
