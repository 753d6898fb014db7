import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Order } from '../../../../contracts';
import { ProductImage } from '../../components/product-image';
import { formatDateTime } from '../../lib/dates';
import { formatInr, toPaise } from '../../lib/money';
import { OrderStatusBadge } from './order-status-badge';
import { VoucherList } from './voucher-list';

function OrderItems({ items }: { items: Order['items'] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((item, index) => (
        // Items carry no id; their place in the order is stable.
        <Box
          component="li"
          key={index}
          sx={{ display: 'grid', gridTemplateColumns: '72px 1fr auto', gap: 1.5, alignItems: 'center' }}
        >
          <ProductImage url={item.product.image_url} name={item.product.name} />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {item.product.name}
            {item.quantity !== undefined && item.quantity > 1 && (
              <Typography component="span" color="textSecondary">{` × ${item.quantity}`}</Typography>
            )}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatInr(toPaise(item.price_mrp))}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface OrderCardProps {
  order: Order;
  expanded: boolean;
  onToggle: () => void;
}

/** One order: its id, date, status and voucher type, and under the chevron its items and vouchers. */
export function OrderCard({ order, expanded, onToggle }: OrderCardProps) {
  const detailsId = useId();
  const placed = formatDateTime(order.order_date);
  return (
    <Paper component="li" variant="outlined" aria-label={`Order ${order.id}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              Order {order.id}
            </Typography>
            <OrderStatusBadge status={order.status} />
          </Box>
          <Typography variant="body2" color="textSecondary">
            {placed === null ? 'Date not available' : `Placed on ${placed}`}
            {order.voucher_type.trim() !== '' && ` · ${order.voucher_type}`}
          </Typography>
        </Box>
        <IconButton
          aria-label={`${expanded ? 'Hide' : 'Show'} details of order ${order.id}`}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          <ExpandMoreIcon
            sx={{
              transform: expanded ? 'rotate(180deg)' : undefined,
              transition: (theme) =>
                theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
            }}
          />
        </IconButton>
      </Box>
      <Collapse in={expanded} id={detailsId}>
        <Box sx={{ pt: 2, display: 'grid', gap: 2 }}>
          <Box component="section" aria-label="Items" sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h3" variant="subtitle2">
              Items
            </Typography>
            <OrderItems items={order.items} />
          </Box>
          <Box component="section" aria-label="Vouchers" sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h3" variant="subtitle2">
              Vouchers
            </Typography>
            <VoucherList orderId={order.id} vouchers={order.vouchers} />
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
}
