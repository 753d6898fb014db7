import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function ConfigurationSpinner() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading configuration" />
    </Box>
  );
}
