import { startListeningProcess } from './listening-process.mjs';

/**
 * Starts the provider simulator as a child process owned by this one and resolves once it listens, with its URL and a
 * stop() that ends it. `echo` forwards its output (the banner with the seed users) to this process's output; an
 * unknown scenario, say, rejects with `badArguments`. `onSpawn` as for startListeningProcess.
 */
export function startSimulatorProcess({ root, port, origins, scenario, scenariosDirs = [], echo = true, onSpawn }) {
  const args = ['mock-server/server.ts', '--port', String(port)];
  for (const origin of origins) args.push('--origin', origin);
  if (scenario !== undefined) args.push('--scenario', scenario);
  for (const folder of scenariosDirs) args.push('--scenarios-dir', folder);
  const readyLine = /^Provider simulator listening on (http:\/\/\S+)/;
  return startListeningProcess({ root, args, readyLine, what: 'provider simulator', echo, onSpawn });
}
