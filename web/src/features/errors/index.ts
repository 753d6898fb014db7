export { ErrorScreen } from './error-screen';
export { RouteErrorBoundary } from './route-error-boundary';
