import { spawn, type ChildProcess } from 'node:child_process';

const startTimeoutMs = 120_000;
const stopTimeoutMs = 10_000;

/** A server as a child process, so that the load generator does not share its event loop; ready once it prints its URL. */
export function startChild(
  command: string,
  args: readonly string[],
  cwd: string,
  listening: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not start within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    const read = (chunk: string) => {
      output += chunk;
      const url = listening.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      // Read on, or a chatty server (Prism logs every request) blocks once the pipe is full.
      child.stdout?.removeListener('data', read).resume();
      child.stderr?.removeListener('data', read).resume();
      resolve({ child, url });
    };
    child.stdout?.setEncoding('utf8').on('data', read);
    child.stderr?.setEncoding('utf8').on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code} before listening:\n${output.slice(-2000)}`));
    });
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    const killer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
