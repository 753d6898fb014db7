import { Link } from 'react-router-dom';
import { FullPageMessage } from '../../lib/full-page-message';
import { buttonClassName } from '../../lib/ui/button';

export function NotFoundPage() {
  return (
    <FullPageMessage
      title="Page not found"
      actions={
        <Link to="/" className={buttonClassName({ variant: 'contained' })}>
          Go to Home
        </Link>
      }
    />
  );
}
