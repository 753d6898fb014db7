import { useId, useState, type ReactNode } from 'react';
import { createIcon } from '../../lib/ui/create-icon';
import { IconButton } from '../../lib/ui/icon-button';
import type { ShopperDetails } from './edit-details-dialog';
import { EditDetailsDialog } from './lazy-dialogs';
import frame from './page-frame.module.css';
import styles from './shopper-details-card.module.css';
import typography from '../../lib/ui/typography.module.css';

const EditIcon = createIcon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  'Edit',
);

export function DetailsRow({ label, value, onEdit }: { label: string; value: ReactNode; onEdit?: () => void }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <span>{value}</span>
        {onEdit !== undefined && (
          <IconButton size="small" aria-label={`Edit ${label.toLowerCase()}`} onClick={onEdit}>
            <EditIcon size={20} />
          </IconButton>
        )}
      </dd>
    </div>
  );
}

interface ShopperDetailsCardProps {
  shopper: ShopperDetails | null;
  /** The edit modal's title: the two payment pages name it differently. */
  editTitle: string;
  /** Rows after the shopper's own (the order id, the coins used). */
  children?: ReactNode;
}

/** 'Verify your details': name, phone and e-mail, each with a pencil that opens the edit modal. */
export function ShopperDetailsCard({ shopper, editTitle, children }: ShopperDetailsCardProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const edit = shopper === null ? undefined : () => setEditing(true);
  const shown = (value: string | null | undefined) =>
    value === null || value === undefined || value === '' ? 'Not given' : value;
  return (
    <section aria-labelledby={headingId} className={`${typography.outlinedPaper} ${frame.panel}`}>
      <h2 id={headingId} className={`${typography.h6} ${styles.heading}`}>
        Verify your details
      </h2>
      {/* The modal's module (with MUI) is fetched once a pencil is near, not with the page it would slow down. */}
      <dl className={styles.rows} onPointerEnter={EditDetailsDialog.preload} onFocus={EditDetailsDialog.preload}>
        <DetailsRow label="Name" value={shown(shopper?.username)} onEdit={edit} />
        <DetailsRow label="Phone" value={shown(shopper?.phone)} onEdit={edit} />
        <DetailsRow label="E-mail" value={shown(shopper?.email)} onEdit={edit} />
        {children}
      </dl>
      {editing && shopper !== null && (
        <EditDetailsDialog title={editTitle} shopper={shopper} onClose={() => setEditing(false)} />
      )}
    </section>
  );
}
