import { afterEach, expect } from 'vitest';
import { scenarios } from '../../scenarios';
import { startMockServer, type MockServer, type MockServerOptions } from '../transport/start-mock-server';

/**
 * For vitest: starts standalone servers on free ports with every QA scenario (a server per test, so parallel workers
 * never share state), closes them after the test and fails it on any response that broke its contract.
 */
export function useMockServer(): (options?: Partial<MockServerOptions>) => Promise<MockServer> {
  const started: MockServer[] = [];
  afterEach(async () => {
    const servers = started.splice(0);
    await Promise.all(servers.map((server) => server.close()));
    for (const server of servers) expect(server.simulator.contractViolations).toEqual([]);
  });
  return async (options = {}) => {
    const server = await startMockServer({ port: 0, validateResponses: true, scenarios, ...options });
    started.push(server);
    return server;
  };
}
