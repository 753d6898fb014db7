import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

interface BoundaryProps {
  children: ReactNode;
  /** The location the error happened at: going elsewhere renders the routes again. */
  locationKey: string;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  locationKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.locationKey === state.locationKey
      ? null
      : { failed: false, error: undefined, locationKey: props.locationKey };
  }

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    return <ErrorScreen message={error instanceof Error ? error.message : undefined} />;
  }
}

/** Any render error in the routes below shows the error screen with its message, until the shopper goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary locationKey={key}>{children}</ErrorBoundary>;
}
