import { startListeningProcess } from './listening-process.mjs';

/**
 * Starts the validating proxy (`npm run provider:proxy`) in front of `host` as a child process owned by this one, and
 * resolves once it listens, with its URL and a stop() that ends it. Its output (each violation as one line) is
 * forwarded to this process's output. `onSpawn` as for startListeningProcess.
 */
export function startProxyProcess({ root, host, port, origins, logFile, onSpawn }) {
  const args = ['provider-kit/proxy-cli.ts', '--host', host, '--port', String(port)];
  for (const origin of origins) args.push('--origin', origin);
  if (logFile !== undefined) args.push('--log', logFile);
  // provider-kit/proxy-cli.ts prints it once it listens; keep the two in step.
  const readyLine = /^Contract proxy listening on (http:\/\/\S+)/;
  return startListeningProcess({ root, args, readyLine, what: 'validating proxy', onSpawn });
}
