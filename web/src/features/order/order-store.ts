export { orderAbandoned } from './order-slice';
