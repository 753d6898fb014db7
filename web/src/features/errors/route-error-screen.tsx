import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

/** The router's error boundary: any render error below it shows the error screen with its message. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorScreen message={`${error.status} ${error.statusText}`} />;
  return <ErrorScreen message={error instanceof Error ? error.message : undefined} />;
}
