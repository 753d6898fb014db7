import { FullPageMessage } from '../../lib/full-page-message';
import { Button, buttonClassName } from '../../lib/ui/button';
import styles from './error-screen.module.css';

export const unexpectedErrorMessage = 'An unexpected error occurred';

/**
 * The full-page error screen. Its home link is a plain anchor so it also works outside the router
 * (when the runtime configuration itself could not load). Both actions are the storefront's primary buttons, in the
 * brand's button colour (the spec's default green before a configuration has loaded), as Go to Home is on the
 * not-found page.
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
          <a href="/" className={buttonClassName({ variant: 'contained' })}>
            Go to Home
          </a>
        </>
      }
    >
      <p className={styles.message}>{message?.trim() ? message : unexpectedErrorMessage}</p>
    </FullPageMessage>
  );
}
