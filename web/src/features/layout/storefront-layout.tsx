import { Outlet } from 'react-router-dom';

// SKELETON: replaced by the helper who owns the layout.
export function StorefrontLayout() {
  return <Outlet />;
}
