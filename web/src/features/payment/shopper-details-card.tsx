import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ShopperDetails } from './edit-details-dialog';
import { EditDetailsDialog } from './lazy-dialogs';

// The Material "edit" icon; the project ships no icon package.
function PencilIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
      <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />
    </svg>
  );
}

export function DetailsRow({ label, value, onEdit }: { label: string; value: ReactNode; onEdit?: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 40 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'right' }}>{value}</Typography>
        {onEdit !== undefined && (
          <IconButton size="small" aria-label={`Edit ${label.toLowerCase()}`} onClick={onEdit}>
            <PencilIcon />
          </IconButton>
        )}
      </Box>
    </Box>
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
  useEffect(() => EditDetailsDialog.preload(), []);
  const edit = shopper === null ? undefined : () => setEditing(true);
  const shown = (value: string | null | undefined) =>
    value === null || value === undefined || value === '' ? 'Not given' : value;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        Verify your details
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <DetailsRow label="Name" value={shown(shopper?.username)} onEdit={edit} />
        <DetailsRow label="Phone" value={shown(shopper?.phone)} onEdit={edit} />
        <DetailsRow label="E-mail" value={shown(shopper?.email)} onEdit={edit} />
        {children}
      </Box>
      {editing && shopper !== null && (
        <EditDetailsDialog title={editTitle} shopper={shopper} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
