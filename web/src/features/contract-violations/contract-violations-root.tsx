import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isHttpUrl } from '../../lib/runtime-config';
import { ContractViolations } from './contract-violations';
import styleSheet from './contract-violations.css?inline';
import { createViolationsSource } from './violations-source';

/** Renders the overlay in a React root of its own after the storefront's: it needs none of its store, router or brand. */
export function mountContractViolations(proxyUrl: string): void {
  // The URL comes from configuration: the overlay reads nothing but an http(s) proxy.
  if (!isHttpUrl(proxyUrl)) return;
  const style = document.createElement('style');
  style.textContent = styleSheet;
  document.head.append(style);
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <ContractViolations source={createViolationsSource(proxyUrl)} />
    </StrictMode>,
  );
}
