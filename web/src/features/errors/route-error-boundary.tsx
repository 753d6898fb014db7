import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

function RouteErrorScreen({ error }: FallbackProps) {
  return <ErrorScreen message={error instanceof Error ? error.message : undefined} />;
}

/** Any render error in the routes below shows the error screen with its message, until the shopper goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorScreen} resetKeys={[key]}>
      {children}
    </ErrorBoundary>
  );
}
