// The QA panel reaches the page only through app/dev-tools.ts, the chunk main.tsx loads when the runtime configuration
// declares a simulator, so the live storefront never downloads it.
export { mountQaPanel } from './qa-panel-root';
