import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Scenario } from '../../scenarios/scenario';
import { scenarioNamed, Simulator } from '../simulator';
import { createMockApp } from './app';
import { answerClientErrors } from './client-errors';
import { defaultStorefrontOrigins } from './cors';

export const simulatorHost = '127.0.0.1';

/**
 * How long a request may take to arrive, headers and body (then 408): Node's 300 s let a client that stops sending
 * hold its connection and its partial body for five minutes. 60 s still takes the largest body, a 2 MiB picture, over
 * a slow 3G link; the time an answer takes (a scenario's delay or no-answer fault) does not count.
 */
const requestTimeout = 60_000;

export interface MockServerOptions {
  /** The scenarios the server may play and the admin API may switch to; the first is the default. */
  scenarios: readonly Scenario[];
  /** The name of the scenario to start with; the first of `scenarios` unless given. */
  scenario?: string;
  /** 0 picks a free port (what tests do). */
  port?: number;
  /** Overrides the scenario's product count. */
  products?: number;
  /** The storefront origins CORS admits. */
  origins?: readonly string[];
  /** Record responses that break their contract in simulator.contractViolations. */
  validateResponses?: boolean;
}

export interface MockServer {
  /** e.g. http://127.0.0.1:9090, without a trailing slash. */
  url: string;
  simulator: Simulator;
  origins: readonly string[];
  close(): Promise<void>;
}

/** Seeds a simulator and serves it over HTTP on 127.0.0.1 only. */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const simulator = await Simulator.create({
    scenario: scenarioNamed(options.scenarios, options.scenario ?? options.scenarios[0]?.name ?? ''),
    scenarios: options.scenarios,
    products: options.products,
    validateResponses: options.validateResponses,
  });
  const origins = options.origins ?? defaultStorefrontOrigins;
  // A request without Host is the app's to refuse (unusableHost, a JSON body), not Node's bare 400.
  const server = createServer({ requireHostHeader: false, requestTimeout }, createMockApp(simulator, origins));
  answerClientErrors(server, simulator, origins);
  await new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 9090, simulatorHost, () => resolve(server));
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${simulatorHost}:${port}`,
    simulator,
    origins,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        // Keep-alive connections (browsers, autocannon) would hold close() open; in-flight calls are cut.
        server.closeAllConnections();
      }),
  };
}
