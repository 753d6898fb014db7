import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One part of the panel: a region named by its heading. */
export function PanelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2, pt: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A short explanation under a control. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="textSecondary" sx={{ my: 0.5 }}>
      {children}
    </Typography>
  );
}

/** A list without bullets, its items divided by a line. */
export function PlainList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        '& > li': { py: 0.75, borderBottom: 1, borderColor: 'divider' },
        '& > li:last-of-type': { borderBottom: 0 },
      }}
    >
      {children}
    </Box>
  );
}
