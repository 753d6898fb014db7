import type { AriaRole, HTMLAttributes, ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertSeverity = 'error' | 'info' | 'success';

const iconPaths: Record<AlertSeverity, string> = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  success:
    'M20 12c0 4.41-3.59 8-8 8s-8-3.59-8-8 3.59-8 8-8c.76 0 1.5.11 2.2.31l1.57-1.57C14.46 2.27 13.26 2 12 2 6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10zM7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z',
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  severity: AlertSeverity;
  /** 'alert' unless told; null: no role, for a box that shows what something else announces. */
  role?: AriaRole | null;
  /** false: no icon before the message. */
  icon?: boolean;
  /** Controls at the end of the box, e.g. a close button. */
  action?: ReactNode;
}

/**
 * A coloured message box with its icon (MUI's standard Alert look). An error is announced as an alert; pass another
 * `role` for a message that should not interrupt, or null for one that something else announces.
 */
export function Alert({ severity, icon = true, action, className, children, role = 'alert', ...box }: AlertProps) {
  return (
    <div
      role={role ?? undefined}
      data-severity={severity}
      className={[styles.alert, styles[severity], className].filter(Boolean).join(' ')}
      {...box}
    >
      {icon && (
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
          <path d={iconPaths[severity]} />
        </svg>
      )}
      <div className={styles.message}>{children}</div>
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
