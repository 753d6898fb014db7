import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Drawn as web/index.html draws it before the JavaScript arrives (a 40 px ring whose 80-of-200 dash turns once in 1.4 s,
 * which is MUI's ring without its shrinking dash), so the first render replaces it unnoticed.
 */
export function ConfigurationSpinner() {
  return (
    <Box component="main" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100dvh' }}>
      <CircularProgress disableShrink aria-label="Loading configuration" />
    </Box>
  );
}
