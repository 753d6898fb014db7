import { resolve } from 'node:path';
import { scenarios as builtInScenarios, scenariosWith } from '../scenarios';
import { commandFolder, ScenarioFileError } from '../scenarios/load-scenarios';
import type { Scenario } from '../scenarios/scenario';
import { ArgumentError, checkScenarioName, parseServerArguments, usage } from './transport/arguments';
import { formatBanner } from './transport/banner';
import { startMockServer } from './transport/start-mock-server';

// The command line is where the simulator meets the scenario catalogue: everything below it is handed the scenarios.
async function main(): Promise<void> {
  let parsed;
  let scenarios: Scenario[] = [];
  try {
    parsed = parseServerArguments(process.argv.slice(2));
    // From the folder the command was typed in, not the project's root npm runs the server from.
    scenarios = scenariosWith(parsed.scenariosDirs.map((folder) => resolve(commandFolder(), folder)));
    if (!parsed.help)
      checkScenarioName(
        parsed.scenario,
        scenarios.map(({ name }) => name),
      );
  } catch (error) {
    if (error instanceof ScenarioFileError) console.error(error.message);
    else if (error instanceof ArgumentError) {
      // Flags refused before the team's folders were read: the usage names the built-in scenarios.
      const known = scenarios.length > 0 ? scenarios : builtInScenarios;
      console.error(`${error.message}\n\n${usage(known.map(({ name }) => name))}`);
    } else throw error;
    process.exitCode = 2;
    return;
  }
  const scenarioNames = scenarios.map(({ name }) => name);
  if (parsed.help) {
    console.log(usage(scenarioNames));
    return;
  }

  let server;
  try {
    server = await startMockServer({ ...parsed, scenarios });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`The provider simulator cannot listen on 127.0.0.1:${parsed.port}: the port is already in use.`);
    process.exitCode = 1;
    return;
  }
  console.log(formatBanner(server));

  const stop = (signal: NodeJS.Signals): void => {
    console.log(`\n${signal}: stopping the provider simulator.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
