import type { Scenario } from './scenario';
import { cartChangesRefused } from './cart-changes-refused';
import { cartUnavailable } from './cart-unavailable';
import { catalogue10k } from './catalogue-10k';
import { companyFactsPartial } from './company-facts-partial';
import { defaultScenario } from './default';
import { emptyCatalogue } from './empty-catalogue';
import { expiredPayment } from './expired-payment';
import { fiveOrders } from './five-orders';
import { incompleteVouchers } from './incomplete-vouchers';
import { login400 } from './login-400';
import { login403 } from './login-403';
import { login404 } from './login-404';
import { login422 } from './login-422';
import { login429 } from './login-429';
import { login500 } from './login-500';
import { login503 } from './login-503';
import { loginInvalidClient } from './login-invalid-client';
import { loginMaintenance } from './login-maintenance';
import { loginNetworkError } from './login-network-error';
import { orderHistoryUnavailable } from './order-history-unavailable';
import { paymentPendingThenSuccess } from './payment-pending-then-success';
import { refreshFails } from './refresh-fails';
import { sessionExpiry } from './session-expiry';
import { slowNetwork } from './slow-network';

/** Every named QA scenario; the first is the one the simulator starts with. */
export const scenarios: readonly Scenario[] = [
  defaultScenario,
  login429,
  login500,
  loginNetworkError,
  login400,
  login403,
  login404,
  login422,
  login503,
  loginInvalidClient,
  loginMaintenance,
  expiredPayment,
  paymentPendingThenSuccess,
  fiveOrders,
  incompleteVouchers,
  orderHistoryUnavailable,
  companyFactsPartial,
  sessionExpiry,
  refreshFails,
  cartUnavailable,
  cartChangesRefused,
  emptyCatalogue,
  slowNetwork,
  catalogue10k,
];

export const scenarioNames: readonly string[] = scenarios.map((scenario) => scenario.name);
