import { useSelector } from 'react-redux';
import { selectConfig } from './configuration-slice';

/** The white-label configuration, null until it has loaded. */
export function useConfig() {
  return useSelector(selectConfig);
}
