export { ConfigurationGate } from './configuration-gate';
export { useConfig } from './use-config';
export type { StorefrontConfig } from './configuration-slice';
