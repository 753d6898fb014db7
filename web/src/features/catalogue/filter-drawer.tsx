import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useState, type ComponentProps } from 'react';
import type { CatalogueFilters } from './catalogue-slice';
import { FilterPanel } from './filter-panel';

type FilterDrawerProps = Omit<ComponentProps<typeof FilterPanel>, 'onChange'> & {
  open: boolean;
  onClose(): void;
  onApply(filters: CatalogueFilters): void;
};

/*
 * Cancel and Apply Filters in two equal columns, each label on one line (half MUI's side padding makes room for Apply
 * Filters at 360 px); below 360 px, one above the other.
 */
const actionsSx = {
  mt: 'auto',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: 1,
  '@media (min-width: 360px)': { gridTemplateColumns: '1fr 1fr' },
} as const;
const actionSx = { px: 1, whiteSpace: 'nowrap' } as const;

/** The filter panel on small screens: changes stay a draft until Apply Filters, so the list reloads once. */
export function FilterDrawer({ open, onClose, onApply, value, ...panel }: FilterDrawerProps) {
  const [draft, setDraft] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the filters in force, dropping a draft that was closed without applying.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Filters', sx: { width: 'min(320px, 88vw)' } },
      }}
    >
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, minHeight: '100%' }}>
        <FilterPanel {...panel} value={draft} onChange={setDraft} />
        <Box sx={actionsSx}>
          <Button variant="outlined" fullWidth sx={actionSx} onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="contained"
            fullWidth
            sx={actionSx}
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            Apply Filters
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
