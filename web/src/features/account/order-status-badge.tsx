import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { orderStatusTone, type OrderStatusTone } from '../../../../contracts/runtime/order-history-status';

/*
 * Spec section 4: Completed green, Pending yellow, anything else grey. Fixed colours, not the theme's success and
 * warning (an orange), so a brand's palette cannot make them read as another state; each passes WCAG AA with its text.
 */
const toneColours: Record<OrderStatusTone, { bgcolor: string; color: string }> = {
  completed: { bgcolor: '#2e7d32', color: '#ffffff' },
  pending: { bgcolor: '#fdd835', color: '#000000' },
  other: { bgcolor: '#e0e0e0', color: '#000000' },
};

/** A state as a coloured pill; `sx` places it in its row. */
export function StatusBadge({ label, tone, sx }: { label: string; tone: OrderStatusTone; sx?: SxProps<Theme> }) {
  return (
    <Chip
      size="small"
      label={label}
      data-tone={tone}
      sx={[{ maxWidth: '100%', fontWeight: 700, ...toneColours[tone] }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={status} tone={orderStatusTone(status)} />;
}
