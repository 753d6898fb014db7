import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The payment pages' column: narrow and centred, as a payment form reads best. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 560, mx: 'auto', px: 2, py: 3 }}>
      {children}
    </Box>
  );
}

/** An outlined panel of the column (with `<Paper variant="outlined">`), in the brand's text colour. */
export const framePanelSx = { p: 2, color: 'text.primary' } as const;
