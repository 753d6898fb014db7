import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageMessage } from '../../lib/full-page-message';

export function NotFoundPage() {
  return (
    <FullPageMessage
      title="Page not found"
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          Go to Home
        </Button>
      }
    />
  );
}
