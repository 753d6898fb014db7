import { createBrowserRouter } from 'react-router-dom';
import { CatalogueHome } from '../features/catalogue/catalogue-home';
import { ConfigurationGate } from '../features/configuration/configuration-gate';
import { RouteErrorScreen } from '../features/errors/route-error-screen';
import { StorefrontLayout } from '../features/layout/storefront-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';

// Routes the home page does not need load on demand, keeping the home route's JavaScript small.
export const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <ConfigurationGate>
        <StorefrontLayout />
      </ConfigurationGate>
    ),
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <CatalogueHome /> },
      {
        path: 'shopping-cart',
        lazy: () => import('../features/product/product-page').then(({ ProductPage }) => ({ Component: ProductPage })),
      },
      {
        path: 'redemption',
        lazy: () =>
          import('../features/layout/redemption-guide-page').then(({ RedemptionGuidePage }) => ({
            Component: RedemptionGuidePage,
          })),
      },
      {
        path: 'redemptionpage',
        lazy: () =>
          import('../features/layout/redemption-guide-page').then(({ RedemptionGuidePage }) => ({
            Component: RedemptionGuidePage,
          })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
