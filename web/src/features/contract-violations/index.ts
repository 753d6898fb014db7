// The overlay reaches the page only through app/dev-tools.ts, the chunk main.tsx loads when the runtime configuration
// declares a validating proxy, so the live storefront never downloads it.
export { mountContractViolations } from './contract-violations-root';
