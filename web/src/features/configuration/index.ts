export { ConfigurationGate } from './configuration-gate';
export { useConfig } from './use-config';
