import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FullPageMessage } from '../../lib/full-page-message';

export const unexpectedErrorMessage = 'An unexpected error occurred';

/**
 * The full-page error screen. Its home link is a plain anchor so it also works outside the router
 * (when the runtime configuration itself could not load). Both actions are the storefront's primary buttons, in the
 * brand's button colour, as Go to Home is on the not-found page.
 */
export function ErrorScreen({ message }: { message?: string }) {
  return (
    <FullPageMessage
      title="Oops! Something went wrong"
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
          <Button variant="contained" href="/">
            Go to Home
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{message?.trim() ? message : unexpectedErrorMessage}</Typography>
    </FullPageMessage>
  );
}
