import { useSelector } from 'react-redux';
import type { User } from '../../../../contracts';
import { selectUser } from './session-slice';

/** The signed-in shopper's data, or null while it has not arrived (or nobody is signed in). */
export function useCurrentUser(): User | null {
  return useSelector(selectUser);
}
