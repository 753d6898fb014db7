import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { orderPollingStarted, orderPollingStopped, type PaymentPage } from './order-status-slice';

/** Polls the order while the page shows it: from mounting (or another order) until the page is left. */
export function useOrderPolling(orderId: string | null, page: PaymentPage): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (orderId === null) return;
    dispatch(orderPollingStarted(orderId, page));
    return () => {
      dispatch(orderPollingStopped());
    };
  }, [dispatch, orderId, page]);
}
