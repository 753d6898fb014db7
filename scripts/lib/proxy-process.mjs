import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

// provider-kit/proxy-cli.ts prints it once it listens; keep the two in step.
const readyLine = /^Contract proxy listening on (http:\/\/\S+)/;
const startTimeoutMs = 60_000;

/**
 * Starts the validating proxy (`npm run provider:proxy`) in front of `host` as a child process owned by this one, and
 * resolves once it listens, with its URL and a stop() that ends it. Its output (each violation as one line) is
 * forwarded to this process's output.
 */
export function startProxyProcess({ root, host, port, origins, logFile }) {
  const args = ['--import', 'tsx', 'provider-kit/proxy-cli.ts', '--host', host, '--port', String(port)];
  for (const origin of origins) args.push('--origin', origin);
  if (logFile !== undefined) args.push('--log', logFile);
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
    console.error(line);
  });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The validating proxy did not start within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    let ready = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(line);
      const match = ready ? null : readyLine.exec(line);
      if (match === null) return;
      ready = true;
      clearTimeout(timer);
      resolve({ url: match[1], child, exited, stop });
    });
    void exited.then(({ code, signal }) => {
      if (ready) return;
      clearTimeout(timer);
      reject(
        new Error(
          `The validating proxy exited (${signal ?? `code ${code}`}) before listening\n${errorOutput.slice(-5).join('\n')}`,
        ),
      );
    });
  });
}
