import { delimiter } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type * as StartMockServerModule from '../../mock-server/transport/start-mock-server';
import type * as ScenariosModule from '../../scenarios';

/**
 * A team's own scenario folders (`npm run qa -- --scenarios-dir DIR` sets them), so that its replay suites can switch to
 * its scenarios; separated like PATH.
 */
export const scenarioFoldersVariable = 'GIFTSTORE_SCENARIOS_DIRS';

function teamScenarioFolders(): string[] {
  return (process.env[scenarioFoldersVariable] ?? '').split(delimiter).filter((folder) => folder !== '');
}

/** A simulator serving on 127.0.0.1: what a worker may know of it is its address. */
export interface RunningSimulator {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the provider simulator with every scenario of scenarios/, admitting the storefront's origin in its CORS. It is
 * loaded through tsx, as `npm run mock-server` runs it: the simulator imports the contracts' index, whose JSON module
 * (contracts/endpoints.json) Playwright's own loader cannot import. Only its URL leaves this file, so that tests steer
 * it through its admin API as they would steer a provider behind a proxy.
 */
export async function startSimulator(origin: string): Promise<RunningSimulator> {
  const { startMockServer } = (await tsImport(
    '../../mock-server/transport/start-mock-server.ts',
    import.meta.url,
  )) as typeof StartMockServerModule;
  const { scenariosWith } = (await tsImport('../../scenarios/index.ts', import.meta.url)) as typeof ScenariosModule;
  const scenarios = scenariosWith(teamScenarioFolders());
  const server = await startMockServer({ port: 0, origins: [origin], scenarios });
  return { url: server.url, close: () => server.close() };
}
