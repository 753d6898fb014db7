import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import scenarios, { seedPasswordHashes } from 'virtual:giftstore-scenarios';
import { adoptSeedPasswordHashes } from '../seed/seed';
import { createHandlers } from '../handlers';
import { Simulator } from '../simulator';
import { showSimulatorPage } from './simulator-page';
import { SharedState } from './shared-state';
import { discardSnapshot, loadSnapshot } from './snapshot-storage';

/** Where the storefront finds the provider in the demo: a path of the page's own origin, which the worker answers. */
const providerPath = '/provider';

/** Whether the storefront starts next, or the page was one of the simulator's own (the payment page). */
export type InBrowserStart = 'storefront' | 'simulator-page';

/**
 * Brings up the simulator inside the page: MSW's service worker hands every request of the page to the same handlers
 * the HTTP server runs. Its state is the origin's, in localStorage, as a server's is everyone's: saved after every
 * answer and read again when another tab changed it (the payment page opens in a tab of its own), so it survives
 * reloads and the payment redirects.
 */
export async function startInBrowserSimulator(): Promise<InBrowserStart> {
  const [first] = scenarios;
  if (first === undefined) throw new Error('The demo was built without scenarios');
  adoptSeedPasswordHashes(seedPasswordHashes);
  let simulator: Simulator;
  try {
    simulator = await Simulator.create({ scenario: first, scenarios }, loadSnapshot(localStorage) ?? undefined);
  } catch (error) {
    discardSnapshot(localStorage, `its restore failed (${String(error)})`);
    simulator = await Simulator.create({ scenario: first, scenarios });
  }
  const storage = new SharedState(simulator, localStorage);
  storage.save();

  const handlers = [storage.syncFirst, runtimeConfig, ...createHandlers(simulator)];
  if (window.location.pathname.startsWith('/__mock/')) {
    await showSimulatorPage(handlers, () => storage.save());
    return 'simulator-page';
  }
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', ({ request }) => storage.saveAfter(request.method));
  // The event may come after the page has its answer: a page that reloads on it (the QA panel after a scenario switch)
  // would otherwise start on the state from before that call.
  window.addEventListener('pagehide', () => storage.saveUnlessChangedElsewhere());
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return 'storefront';
}

// The demo may be served from any origin, so its configuration comes from the simulator rather than a file.
const runtimeConfig = http.get('/config.json', () =>
  HttpResponse.json({ apiBaseUrl: `${window.location.origin}${providerPath}`, simulator: true }),
);
