import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CatalogueHome } from '../features/catalogue/catalogue-home';
import { ConfigurationGate } from '../features/configuration/configuration-gate';
import { lazyBrandedMui } from '../features/configuration/lazy-branded-mui';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { StorefrontLayout } from '../features/layout/storefront-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';

// Routes the home page does not need load on demand, with MUI and the branded theme, keeping the home route's
// JavaScript small.
const ProductPage = lazyBrandedMui(() =>
  import('../features/product/product-page').then(({ ProductPage }) => ProductPage),
);
const RedemptionGuidePage = lazyBrandedMui(() =>
  import('../features/layout/redemption-guide-page').then(({ RedemptionGuidePage }) => RedemptionGuidePage),
);
const LoginPage = lazyBrandedMui(() => import('../features/auth/login-page').then(({ LoginPage }) => LoginPage));
const SignupPage = lazyBrandedMui(() => import('../features/auth/signup-page').then(({ SignupPage }) => SignupPage));
const ForgotPasswordPage = lazyBrandedMui(() =>
  import('../features/auth/forgot-password-page').then(({ ForgotPasswordPage }) => ForgotPasswordPage),
);
const VerifyOtpPage = lazyBrandedMui(() =>
  import('../features/auth/verify-otp-page').then(({ VerifyOtpPage }) => VerifyOtpPage),
);
const ResetPasswordPage = lazyBrandedMui(() =>
  import('../features/auth/reset-password-page').then(({ ResetPasswordPage }) => ResetPasswordPage),
);

/**
 * The storefront's routes. A plain `<BrowserRouter>`: the data router's loaders, actions and fetchers, which nothing
 * here uses, cost the home route about 15 KB gzip. Navigations run as transitions, so the page in view stays while a
 * lazy route loads.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <Routes>
            <Route
              path="/"
              element={
                <ConfigurationGate>
                  <StorefrontLayout />
                </ConfigurationGate>
              }
            >
              <Route index element={<CatalogueHome />} />
              <Route path="shopping-cart" element={<ProductPage />} />
              <Route path="redemption" element={<RedemptionGuidePage />} />
              <Route path="redemptionpage" element={<RedemptionGuidePage />} />
              <Route path="login" element={<LoginPage />} />
              <Route path="signup" element={<SignupPage />} />
              <Route path="forgot" element={<ForgotPasswordPage />} />
              <Route path="verify-otp" element={<VerifyOtpPage />} />
              <Route path="reset-password" element={<ResetPasswordPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
