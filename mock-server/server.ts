import { ArgumentError, parseServerArguments, usage } from './http-server/arguments';
import { formatBanner } from './http-server/banner';
import { startMockServer } from './http-server/start-mock-server';

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseServerArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(usage);
    return;
  }

  const server = await startMockServer(parsed);
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
