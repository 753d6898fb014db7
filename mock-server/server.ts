import { scenarioNames, scenarios } from '../scenarios';
import { ArgumentError, parseServerArguments, usage } from './transport/arguments';
import { formatBanner } from './transport/banner';
import { startMockServer } from './transport/start-mock-server';

// The command line is where the simulator meets the scenario catalogue: everything below it is handed the scenarios.
async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseServerArguments(process.argv.slice(2), scenarioNames);
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    console.error(`${error.message}\n\n${usage(scenarioNames)}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(usage(scenarioNames));
    return;
  }

  const server = await startMockServer({ ...parsed, scenarios });
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
