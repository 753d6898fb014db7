import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const readyLine = /^Provider simulator listening on (http:\/\/\S+)/;
const startTimeoutMs = 60_000;

/**
 * Starts the provider simulator as a child process owned by this one (`node`, not `npx`, so that one PID owns it)
 * and resolves once it listens, with its URL and a stop() that ends it. `echo` forwards its output (the banner with
 * the seed users) to this process's output.
 */
export function startSimulatorProcess({ root, port, origins, scenario, scenariosDirs = [], echo = true }) {
  const args = ['--import', 'tsx', 'mock-server/server.ts', '--port', String(port)];
  for (const origin of origins) args.push('--origin', origin);
  if (scenario !== undefined) args.push('--scenario', scenario);
  for (const folder of scenariosDirs) args.push('--scenarios-dir', folder);
  // Its own process group: a terminal's Ctrl-C reaches only the parent, which then stops it in order.
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const errorOutput = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    errorOutput.push(line);
    if (echo) console.error(line);
  });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The provider simulator did not start within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    let ready = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (echo) console.log(line);
      const match = ready ? null : readyLine.exec(line);
      if (match === null) return;
      ready = true;
      clearTimeout(timer);
      resolve({ url: match[1], child, exited, stop });
    });
    void exited.then(({ code, signal }) => {
      if (ready) return;
      clearTimeout(timer);
      const detail = errorOutput.slice(-5).join('\n');
      const error = new Error(
        `The provider simulator exited (${signal ?? `code ${code}`}) before listening\n${detail}`,
      );
      // 2 is the simulator's exit code for a command line it cannot run with (an unknown scenario, say).
      error.badArguments = code === 2;
      reject(error);
    });
  });
}
