import Chip from '@mui/material/Chip';
import { orderStatusTone, type OrderStatusTone } from '../../../../contracts/runtime/order-history-status';

// Spec section 4: Completed green, Pending yellow, anything else grey. Fixed colours, not the theme's success and
// warning (an orange), so a brand's palette cannot make them read as another state; each passes WCAG AA with its text.
export const toneStyle: Record<OrderStatusTone, { bgcolor: string; color: string }> = {
  completed: { bgcolor: '#2e7d32', color: '#ffffff' },
  pending: { bgcolor: '#fdd835', color: '#000000' },
  other: { bgcolor: '#e0e0e0', color: '#000000' },
};

export function OrderStatusBadge({ status }: { status: string }) {
  const tone = orderStatusTone(status);
  return <Chip size="small" label={status} data-tone={tone} sx={{ fontWeight: 700, ...toneStyle[tone] }} />;
}
