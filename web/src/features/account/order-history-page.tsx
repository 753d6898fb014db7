import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { PageLayout } from '../../components/page-layout';
import { useSignedIn } from '../session';
import { accountStoreModule } from './account-store-module';
import { CoinHistoryPanel } from './coin-history-panel';
import { OrderCard } from './order-card';
import {
  orderHistoryFallbackMessage,
  orderHistoryRequested,
  selectOrderHistoryStatus,
  selectOrders,
} from './order-history-slice';
import { initiallyExpanded, newestFirst } from './order-list-view';

export const noOrdersText = 'You have no orders yet.';

function OrdersMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ py: 5, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function OrderList() {
  const dispatch = useDispatch();
  const status = useSelector(selectOrderHistoryStatus);
  const orders = useSelector(selectOrders);
  const sorted = useMemo(() => newestFirst(orders), [orders]);
  // Which orders the shopper opened or closed; until a load answers, the three newest are open.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const openAtFirst = useMemo(() => initiallyExpanded(orders), [orders]);

  // Before the first paint, so the orders of an earlier visit never flash as this visit's answer.
  useLayoutEffect(() => {
    dispatch(orderHistoryRequested());
  }, [dispatch]);

  if (status === 'failed') {
    return (
      <OrdersMessage title={orderHistoryFallbackMessage}>
        <Button variant="contained" onClick={() => dispatch(orderHistoryRequested())}>
          Try again
        </Button>
      </OrdersMessage>
    );
  }
  if (status !== 'succeeded') {
    return (
      // The busy overlay's spinner is already over the page (the spec's global spinner): a second one here stacked under it.
      <OrdersMessage title="Loading your orders..." />
    );
  }
  if (sorted.length === 0) {
    return (
      <OrdersMessage title={noOrdersText}>
        <Button component={RouterLink} to="/" variant="contained">
          Browse vouchers
        </Button>
      </OrdersMessage>
    );
  }
  return (
    <Box component="ul" aria-label="Orders" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {sorted.map((order) => {
        const expanded = toggled.get(order.id) ?? openAtFirst.has(order.id);
        return (
          <OrderCard
            key={order.id}
            order={order}
            expanded={expanded}
            onToggle={() => setToggled((previous) => new Map(previous).set(order.id, !expanded))}
          />
        );
      })}
    </Box>
  );
}

/** /order-history (Track Order): the signed-in shopper's orders with their vouchers, and the coin history. */
export function OrderHistoryPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: '/order-history' }} />;
  return (
    <PageLayout
      title="Track Order"
      maxWidth={1200}
      intro={
        <Typography color="textSecondary">
          Your orders, newest first, with the card numbers, PINs and claim links of their vouchers.
        </Typography>
      }
    >
      <StoreModuleGate module={accountStoreModule}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(300px, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-label="Orders">
            <OrderList />
          </Box>
          <CoinHistoryPanel />
        </Box>
      </StoreModuleGate>
    </PageLayout>
  );
}
