import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page that is only a heading, an optional line and its actions, centred: error and not-found screens. */
export function FullPageMessage({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: '100dvh',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      {children}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 2,
          // The actions read as the spec writes them ('Reload Page', 'Go to Home'), as the forms' main buttons do.
          '& .MuiButton-root': { textTransform: 'none' },
        }}
      >
        {actions}
      </Box>
    </Box>
  );
}
