import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The payment pages' column: narrow and centred, as a payment form reads best. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ width: '100%', maxWidth: 560, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 2 }}>
      {children}
    </Box>
  );
}
