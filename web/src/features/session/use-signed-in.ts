import { useSelector } from 'react-redux';
import { selectSignedIn } from './session-slice';

/** Whether the shopper counts as signed in (an access token is stored), even before the user data arrives. */
export function useSignedIn(): boolean {
  return useSelector(selectSignedIn);
}
