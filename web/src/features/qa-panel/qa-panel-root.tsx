import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isHttpUrl } from '../../lib/runtime-config';
import { createAdminApi } from './admin-api';
import { QaPanel } from './qa-panel';
import { startOverOnNewSeed } from './start-over';

/**
 * Renders the panel in a React root of its own after the storefront's: it needs none of its store, router or brand
 * (MUI's default look marks it as a tool, not part of the shop).
 */
export function mountQaPanel(simulatorUrl: string): void {
  // The URL comes from configuration: the panel calls nothing but an http(s) simulator.
  if (!isHttpUrl(simulatorUrl)) return;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <QaPanel admin={createAdminApi(simulatorUrl)} reload={startOverOnNewSeed} />
    </StrictMode>,
  );
}
