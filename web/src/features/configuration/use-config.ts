import { useSelector } from 'react-redux';
import { selectConfig, selectConfigurationStatus } from './configuration-slice';

/** The white-label configuration, null until it has loaded. */
export function useConfig() {
  return useSelector(selectConfig);
}

/** Whether the configuration failed to load: the storefront then shows the error screen and nothing else. */
export function useConfigurationFailed(): boolean {
  return useSelector(selectConfigurationStatus) === 'failed';
}
