import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const unexpectedErrorMessage = 'An unexpected error occurred';

/**
 * The full-page error screen. Its home link is a plain anchor so it also works outside the router
 * (when the runtime configuration itself could not load).
 */
export function ErrorScreen({ message }: { message?: string }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography component="h1" variant="h4">
        Oops! Something went wrong
      </Typography>
      <Typography color="text.secondary">{message?.trim() ? message : unexpectedErrorMessage}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
        <Button variant="outlined" href="/">
          Go to Home
        </Button>
      </Box>
    </Box>
  );
}
