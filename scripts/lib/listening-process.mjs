import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const startTimeoutMs = 60_000;

/**
 * Starts `node --import tsx ...args` as a child process owned by this one (`node`, not `npx`, so that one PID owns it)
 * and resolves once a line of its output matches `readyLine` (whose first group is its URL), with that URL and a
 * stop() that ends it. `echo` forwards its output to this process's output. An exit before that rejects, naming
 * `what` and the last lines it wrote; `badArguments` says it exited with 2, the code of a command line it cannot run.
 * `onSpawn` receives the child at once, before it listens, so that an owner that ends early can end it too.
 */
export function startListeningProcess({ root, args, readyLine, what, echo = true, onSpawn }) {
  // Its own process group: a terminal's Ctrl-C reaches only the parent, which then stops it in order.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  onSpawn?.(child);

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
      reject(new Error(`The ${what} did not start within ${startTimeoutMs / 1000} s`));
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
      // Echoed output is on screen already; otherwise its last lines say why.
      const detail = echo ? '' : `\n${errorOutput.slice(-5).join('\n')}`;
      const error = new Error(`The ${what} exited (${signal ?? `code ${code}`}) before listening${detail}`);
      error.badArguments = code === 2;
      reject(error);
    });
  });
}
