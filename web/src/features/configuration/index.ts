export { ConfigurationGate } from './configuration-gate';
export { useConfig, useConfigurationFailed } from './use-config';
export { useShownAfterLoad } from './use-shown-after-load';
export type { StorefrontConfig } from './configuration-slice';
