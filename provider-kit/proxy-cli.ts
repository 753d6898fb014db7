import { resolve } from 'node:path';
import { ArgumentError } from './cli-arguments';
import { parseProxyArguments, proxyUsage } from './proxy/proxy-options';
import { startContractProxy } from './proxy/proxy-server';
import { ViolationLog } from './proxy/violation-log';

/** The line `npm start -- --validate` waits for (scripts/lib/proxy-process.mjs); keep the two in step. */
const readyLine = (url: string): string => `Contract proxy listening on ${url}`;

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseProxyArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    console.error(`${error.message}\n\n${proxyUsage}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(proxyUsage);
    return;
  }
  const logFile = resolve(parsed.logFile);
  let proxy;
  try {
    proxy = await startContractProxy({ ...parsed, log: new ViolationLog({ file: logFile }) });
  } catch (error) {
    const code = (error as Error & { code?: string }).code;
    console.error(
      code === 'EADDRINUSE' ? `Port ${parsed.port} is already in use: try --port N.` : (error as Error).message,
    );
    process.exitCode = 1;
    return;
  }
  console.log(readyLine(proxy.url));
  console.log(
    `Judging ${proxy.host} against the contracts; violations: ${proxy.url}/__proxy/violations and ${logFile}`,
  );
  console.log(`CORS admits: ${parsed.origins.join(', ')}`);

  const stop = (signal: NodeJS.Signals): void => {
    const seen = proxy.log.total;
    console.log(`\n${signal}: stopping the contract proxy (${seen} violation${seen === 1 ? '' : 's'} seen).`);
    proxy.close().then(
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
