import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { User } from '../../../../contracts';
import { selectUser, selectUserDataMissing, userDataNeeded } from './session-slice';

/**
 * The signed-in shopper's data, loaded when none is (a page that shows it, spec: /verify-details fetches the current
 * user when none is loaded); null until it arrives, or when nobody is signed in.
 */
export function useCurrentUser(): User | null {
  const dispatch = useDispatch();
  const missing = useSelector(selectUserDataMissing);
  // Once per page: a provider that keeps failing is not asked again and again.
  const asked = useRef(false);
  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    dispatch(userDataNeeded());
  }, [missing, dispatch]);
  return useSelector(selectUser);
}
