import type { UnknownAction } from '@reduxjs/toolkit';
import { isValidElement, Suspense } from 'react';
import { BrowserRouter, createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom';
import { CatchUpWithHistory } from './catch-up-with-history';
import { AboutUsPage } from '../features/about';
import { OrderHistoryPage, RedeemVoucherPage } from '../features/account';
import { ForgotPasswordPage, LoginPage, ResetPasswordPage, SignupPage, VerifyOtpPage } from '../features/auth';
import { CartPage } from '../features/cart';
import { CatalogueHome } from '../features/catalogue';
import { catalogueOpened, categoriesRequested, homeNavigationState } from '../features/catalogue/catalogue-store';
import { ConfigurationGate } from '../features/configuration';
import { configurationRequested } from '../features/configuration/configuration-store';
import { RouteErrorBoundary } from '../features/errors';
import { ContactUsPage, HelpCenterPage } from '../features/help';
import { NotFoundPage } from '../features/not-found';
import {
  LoadingPage,
  PaymentPage,
  PaymentResultPage,
  sendOrderStatusAtOpening,
  TimeExpiredPage,
  VerifyDetailsPage,
} from '../features/payment';
import { CookiesPage, PrivacyPage, TermsPage } from '../features/policies';
import { ProductPage } from '../features/product';
import { EditProfilePage } from '../features/profile';
import { RedemptionGuidePage } from '../features/redemption-guide';
import type { SendEarly } from '../lib/early-calls';
import { ProfileDemoPage, PurchaseVoucherPage } from '../features/showcase';
import { LogoHeaderLayout } from './shell/logo-header-layout';
import { StorefrontLayout } from './shell/storefront-layout';

/** A route's handle: the calls its page makes first, which the storefront sends before the page's code arrives. */
interface RouteHandle {
  sendOpeningCalls: (send: SendEarly, search: string, navigationState: unknown) => void;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'sendOpeningCalls' in handle &&
  typeof handle.sendOpeningCalls === 'function';

/** The payment pages, which poll the order named in their URL from the moment they open. */
const orderPage: RouteHandle = { sendOpeningCalls: sendOrderStatusAtOpening };

/** The routes, also matched before the first render: see preloadPage, openingEvents and sendOpeningCalls. */
const routes = (
  <>
    <Route
      id="storefront"
      path="/"
      element={
        <ConfigurationGate>
          <StorefrontLayout />
        </ConfigurationGate>
      }
    >
      <Route id="home" index element={<CatalogueHome />} />
      <Route path="shopping-cart" element={<ProductPage />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="edit-profile" element={<EditProfilePage />} />
      <Route path="help-center" element={<HelpCenterPage />} />
      <Route path="contact-us" element={<ContactUsPage />} />
      <Route path="terms-conditions" element={<TermsPage />} />
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path="cookies" element={<CookiesPage />} />
      <Route path="about-us" element={<AboutUsPage />} />
      <Route path="verify-details" element={<VerifyDetailsPage />} />
      <Route path="payment" element={<PaymentPage />} handle={orderPage} />
      <Route path="timeexp" element={<TimeExpiredPage />} handle={orderPage} />
      <Route path="payment-success" element={<PaymentResultPage />} handle={orderPage} />
      <Route path="payment-notification" element={<PaymentResultPage />} handle={orderPage} />
      <Route path="loading" element={<LoadingPage />} />
      <Route path="order-history" element={<OrderHistoryPage />} />
      <Route path="redemption" element={<RedemptionGuidePage />} />
      <Route path="redemptionpage" element={<RedemptionGuidePage />} />
      <Route path="redeem-voucher" element={<RedeemVoucherPage />} />
      <Route path="profile" element={<ProfileDemoPage />} />
      <Route path="purchase-voucher" element={<PurchaseVoucherPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="signup" element={<SignupPage />} />
      <Route path="forgot" element={<ForgotPasswordPage />} />
      <Route path="verify-otp" element={<VerifyOtpPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
    <Route
      path="/welcome"
      element={
        <ConfigurationGate>
          <LogoHeaderLayout />
        </ConfigurationGate>
      }
    >
      <Route index element={<PaymentPage />} handle={orderPage} />
    </Route>
  </>
);

// Built once, on first use: both start-up helpers below match the opened path against it.
let routeObjects: ReturnType<typeof createRoutesFromChildren> | undefined;
const matchedRoutes = (pathname: string) =>
  matchRoutes((routeObjects ??= createRoutesFromChildren(routes)), pathname) ?? [];

/**
 * Starts fetching the page a shopper opens (with MUI and the theme) at once, while the configuration loads, instead of
 * once the storefront first renders it: it is then there when the storefront appears.
 */
export function preloadPage(pathname: string): void {
  const page = matchedRoutes(pathname).at(-1)?.route.element;
  const component: unknown = isValidElement(page) ? page.type : undefined;
  if (typeof component === 'object' && component !== null && 'preload' in component) {
    if (typeof component.preload === 'function') component.preload();
  }
}

/** The navigation state react-router keeps in the history entry (`usr`), as a page reads it from its location. */
const navigationStateOf = (historyState: unknown): unknown =>
  typeof historyState === 'object' && historyState !== null && 'usr' in historyState ? historyState.usr : undefined;

/**
 * The calls the opened route's page makes as it first renders (a payment page's order status), to send as the
 * storefront starts, beside the configuration and the session's calls; the page's own request then takes the answer
 * (lib/early-calls.ts). main.tsx sends them for a signed-in shopper only: the order's status needs the bearer token.
 */
export function sendOpeningCalls(send: SendEarly, pathname: string, search: string, historyState: unknown): void {
  for (const { route } of matchedRoutes(pathname)) {
    if (isRouteHandle(route.handle)) route.handle.sendOpeningCalls(send, search, navigationStateOf(historyState));
  }
}

/**
 * The events with which the opened route's gate, frame and page ask for their data as they first render (the
 * configuration; the header's categories, which the spec loads "on application start"; the home's first products,
 * which load during the catalogue's 600 ms reveal), to dispatch as the store starts: their calls then run side by
 * side before the first render instead of one after another as each component mounts. The components dispatch the
 * same events when they mount, which the sagas ignore while the first is under way. A home opened with a category in
 * its navigation state (`historyState`, a reload after an in-app navigation) is left to ask for its own first page.
 */
export function openingEvents(pathname: string, historyState: unknown): UnknownAction[] {
  const ids = matchedRoutes(pathname).map(({ route }) => route.id);
  const plainHome = ids.includes('home') && homeNavigationState(navigationStateOf(historyState)) === undefined;
  return [
    configurationRequested(),
    ...(ids.includes('storefront') ? [categoriesRequested()] : []),
    ...(plainHome ? [catalogueOpened(undefined)] : []),
  ];
}

/**
 * The storefront's routes. A plain `<BrowserRouter>`: the data router's loaders, actions and fetchers, which nothing
 * here uses, cost the home route about 15 KB gzip. Navigations run as transitions, so the page in view stays while a
 * lazy route loads. Every page but the home and not-found comes from its feature loaded on demand (its feature's
 * index.ts wraps it with lazyPage).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <CatchUpWithHistory />
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <Routes>{routes}</Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
