import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createStore } from './app/store';
import { ErrorScreen } from './features/errors/error-screen';
import { createApiClient } from './lib/api-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import { getAccessToken } from './lib/session-cookie';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
const root = createRoot(container);

async function start(): Promise<void> {
  try {
    const { apiBaseUrl } = await loadRuntimeConfig();
    const store = createStore(createApiClient({ baseUrl: apiBaseUrl, getAccessToken }));
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<ErrorScreen message={error instanceof Error ? error.message : undefined} />);
  }
}

void start();
