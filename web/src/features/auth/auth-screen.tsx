import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SloganCarousel } from './slogan-carousel';

/** The frame the sign-in, signup and password-reset screens share: the form with the slogan carousel beside it. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}
    >
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 960,
          overflow: 'hidden',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box sx={{ p: { xs: 3, md: 5 } }}>
          <Typography component="h1" variant="h5" sx={{ mb: 3, fontWeight: 700 }}>
            {title}
          </Typography>
          {children}
        </Box>
        <SloganCarousel />
      </Paper>
    </Box>
  );
}
