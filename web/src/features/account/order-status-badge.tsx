import { orderStatusTone, type OrderStatusTone } from '../../../../contracts/runtime/order-history-status';
import styles from './status-badge.module.css';

/** A state as a coloured pill; `className` places it in its row. */
export function StatusBadge({ label, tone, className }: { label: string; tone: OrderStatusTone; className?: string }) {
  return (
    <span data-tone={tone} className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>
      {label}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={status} tone={orderStatusTone(status)} />;
}
