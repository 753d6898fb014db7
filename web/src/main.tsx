import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { openingEvents, preloadPage, sendOpeningCalls } from './app/router';
import { createStore, type AppStore } from './app/store';
import { createStorefrontTheme } from './features/branding';
import { ErrorScreen } from './features/errors';
import { tokenRefreshFailed } from './features/session/session-store';
import { createApiClient } from './lib/api-client';
import { withEarlyCalls } from './lib/early-calls';
import { loadRuntimeConfig } from './lib/runtime-config';
import { yieldToMain } from './lib/yield-to-main';
import { clearSessionTokens, getAccessToken, getRefreshToken, storeSessionTokens } from './lib/session-cookie';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
const root = createRoot(container);

async function start(): Promise<void> {
  try {
    // The demo build (npm run build:demo) first brings up the simulator inside the page, which may also be one of the
    // simulator's own pages; any other build drops these lines and never references the simulator's code.
    if (import.meta.env.MODE === 'demo') {
      const { startInBrowserSimulator } = await import('../../mock-server/browser/start-in-browser-simulator');
      if ((await startInBrowserSimulator()) === 'simulator-page') return;
    }
    preloadPage(window.location.pathname);
    const config = await loadRuntimeConfig();
    // The client is made before the store it reports to: a session that ends before the store exists is reported to
    // it once it does.
    let storeCreated: (store: AppStore) => void = () => undefined;
    const storeReady = new Promise<AppStore>((resolve) => {
      storeCreated = resolve;
    });
    const api = withEarlyCalls(
      createApiClient({
        baseUrl: config.apiBaseUrl,
        tokens: {
          access: getAccessToken,
          refresh: getRefreshToken,
          store: storeSessionTokens,
          clear: clearSessionTokens,
        },
        onSessionEnded: (reason) => void storeReady.then((store) => store.dispatch(tokenRefreshFailed(reason))),
      }),
    );
    if (getAccessToken() !== null) {
      sendOpeningCalls(api.sendEarly, window.location.pathname, window.location.search, window.history.state);
    }
    // The start-up in three tasks instead of one that Lighthouse counted as blocking (docs/decisions/0036): the
    // opening calls, the store with its sagas, then the opening events and the first render.
    await yieldToMain();
    const store = createStore(api);
    storeCreated(store);
    await yieldToMain();
    openingEvents(window.location.pathname, window.history.state).forEach((event) => store.dispatch(event));
    // As a transition React renders the storefront in slices of a few milliseconds, between which the page stays
    // responsive, instead of in one long task; the spinner in index.html stays until the first commit. An address
    // change between the slices is caught up with once the router has committed (app/catch-up-with-history.tsx).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App store={store} />
        </StrictMode>,
      );
    });
    // Loaded only on a simulator or behind the validating proxy: the live storefront never downloads either corner.
    if (config.simulator || config.contractProxy)
      void import('./app/dev-tools').then((tools) => tools.mountDevTools(config));
  } catch (error) {
    // Before a configuration, in the storefront's theme with MUI's default colours, as the first render would be.
    root.render(
      <ThemeProvider theme={createStorefrontTheme()}>
        <ErrorScreen message={error instanceof Error ? error.message : undefined} />
      </ThemeProvider>,
    );
  }
}

void start();
