import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { FullPageMessage } from '../../lib/full-page-message';

export function NotFoundPage() {
  return (
    <FullPageMessage
      title="Page not found"
      actions={
        <Button component={Link} to="/" variant="contained">
          Go to Home
        </Button>
      }
    />
  );
}
