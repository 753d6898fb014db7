import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isHttpUrl } from '../../lib/runtime-config';
import { ContractViolations } from './contract-violations';
import { createViolationsSource } from './violations-source';

/**
 * Renders the overlay in a React root of its own after the storefront's: it needs none of its store, router or brand.
 * It is drawn inside a shadow root, its styles in an emotion cache of their own there, so that the storefront's style
 * sheets and the overlay's never reach each other's elements (MUI's "Shadow DOM" guide).
 */
export function mountContractViolations(proxyUrl: string): void {
  // The URL comes from configuration: the overlay reads nothing but an http(s) proxy.
  if (!isHttpUrl(proxyUrl)) return;
  const host = document.createElement('div');
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadowRoot.append(container);
  const cache = createCache({ key: 'contract-violations', container: shadowRoot });
  createRoot(container).render(
    <StrictMode>
      {/* Outside the shadow root's cache, in the document: the page's last band, which the QA corner keeps too, so
          that scrolled to its end nothing of the page lies under the corner. */}
      <GlobalStyles styles={{ body: { paddingBottom: 64 } }} />
      <CacheProvider value={cache}>
        <ContractViolations source={createViolationsSource(proxyUrl)} />
      </CacheProvider>
    </StrictMode>,
  );
}
