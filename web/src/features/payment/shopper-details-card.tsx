import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { EditDetailsDialog, type ShopperDetails } from './edit-details-dialog';
import { framePanelSx } from './page-frame';

export function DetailsRow({ label, value, onEdit }: { label: string; value: ReactNode; onEdit?: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 40 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, m: 0 }}>
        <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'right' }}>
          {value}
        </Box>
        {onEdit !== undefined && (
          <IconButton size="small" aria-label={`Edit ${label.toLowerCase()}`} onClick={onEdit}>
            <EditIcon sx={{ fontSize: 20 }} />
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
  const edit = shopper === null ? undefined : () => setEditing(true);
  const shown = (value: string | null | undefined) =>
    value === null || value === undefined || value === '' ? 'Not given' : value;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={framePanelSx}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        Verify your details
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
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
