import type { HttpHandler } from 'msw';
import type { Simulator } from '../simulator';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { coinHandlers } from './coins';
import { configuratorHandlers } from './configurator';
import { mediaHandlers } from './media';
import { openapiHandlers } from './openapi';
import { orderHandlers } from './orders';
import { paymentPageHandlers } from './payment-page';
import { userHandlers } from './user';

/** Every handler of the simulator, environment-neutral: msw/node, the HTTP server and (later) a service worker. */
export function createHandlers(simulator: Simulator): HttpHandler[] {
  return [
    ...configuratorHandlers(simulator),
    ...catalogueHandlers(simulator),
    ...authHandlers(simulator),
    ...userHandlers(simulator),
    ...cartHandlers(simulator),
    ...coinHandlers(simulator),
    ...orderHandlers(simulator),
    ...paymentPageHandlers(simulator),
    ...mediaHandlers(simulator),
    ...openapiHandlers(),
    ...adminHandlers(simulator),
  ];
}
