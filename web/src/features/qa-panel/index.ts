// The QA panel's public entry is itself the lazily loaded chunk: main.tsx imports it with import() only when the
// runtime configuration declares a simulator, so the live storefront never downloads it.
export { mountQaPanel } from './qa-panel-root';
