import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { alertRaised } from './feedback-slice';

/** Shows what the spec calls an alert: the in-page alert dialog, with the reason beneath when one is known. */
export function useAlert() {
  const dispatch = useDispatch();
  return useCallback(
    (message: string, detail: string | null = null) => dispatch(alertRaised(message, detail)),
    [dispatch],
  );
}
