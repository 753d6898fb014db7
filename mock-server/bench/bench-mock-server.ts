import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildRequest } from '../../contracts/runtime/request-builder';

const root = fileURLToPath(new URL('../..', import.meta.url));
const products = 10_000;
const budgetP99Ms = 20;
const startTimeoutMs = 120_000;
const stopTimeoutMs = 10_000;

const catalogueRequests = [
  ...[1, 2, 3, 4, 5].map((page) => `/products/?page=${page}&perPage=8`),
  '/products/?category=2&page=1&perPage=8',
  '/products/?category=4&page=3&perPage=8',
  '/products/?subcategories=1,5,9&page=1&perPage=8',
  '/products/?price_min=500&price_max=2000&page=2&perPage=8',
].map((path) => ({ method: 'GET', path }));

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    profile: { type: 'boolean', default: false },
  },
});
const durationSeconds = Math.min(Math.max(Number(flags.duration) || 10, 1), 60);
const connections = Math.min(Math.max(Number(flags.connections) || 50, 1), 200);

/** The standalone server as a child, so the load generator does not share its event loop. */
function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const profiling = flags.profile ? ['--cpu-prof', '--cpu-prof-dir', 'reports/cpu-profiles'] : [];
  const serverArguments = ['mock-server/server.ts', '--port', '0', '--products', String(products)];
  const child = spawn(process.execPath, ['--import', 'tsx', ...profiling, ...serverArguments], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the server did not start within 120 s'));
    }, startTimeoutMs);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
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

type Requests = readonly { method: string; path: string; headers?: Record<string, string> }[];

async function checkAnswers(url: string, requests: Requests): Promise<void> {
  for (const { path } of requests) {
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}, not 200`);
  }
}

/** The seed shopper's bearer header, for a call that passes every stage of the simulator's pipeline. */
async function signedIn(url: string): Promise<Record<string, string>> {
  const credentials = { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' } as const;
  const { method, url: loginUrl, headers, body } = buildRequest('login', { json: credentials }, { baseUrl: url });
  const response = await fetch(loginUrl, { method, headers, body });
  if (response.status !== 200) throw new Error(`the seed shopper could not sign in: ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

async function measure(label: string, url: string, requests: Requests, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, requests });
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s (${result.requests.total} requests), ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  return result;
}

async function main(): Promise<number> {
  const started = performance.now();
  const { child, url } = await startServer();
  console.log(
    `Seeded ${products.toLocaleString('en-IN')} products and listening in ${Math.round(performance.now() - started)} ms at ${url}`,
  );
  try {
    await checkAnswers(url, catalogueRequests);
    await measure('warm-up', url, catalogueRequests, 3);
    console.log(
      `\nGET /products/, ${catalogueRequests.length} query variants, ${connections} connections, ${durationSeconds} s:`,
    );
    const result = await measure('catalogue', url, catalogueRequests, durationSeconds);
    // Never memoised: node:http, CORS and MSW's request handling with a trivial resolver, the floor
    // of every call the memo does not answer (the catalogue's first answers included).
    await measure(
      'through MSW: GET /__mock/clock',
      url,
      [{ method: 'GET', path: '/__mock/clock' }],
      Math.min(durationSeconds, 5),
    );
    // Never memoised either, and through every stage of the pipeline: journal, answer check, scenario rules,
    // housekeeping, authentication, request validation, then the cart's resolver.
    await measure(
      'through the pipeline: GET /cart/ signed in',
      url,
      [{ method: 'GET', path: '/cart/', headers: await signedIn(url) }],
      Math.min(durationSeconds, 5),
    );

    const met = result.latency.p99 <= budgetP99Ms && result.non2xx === 0 && result.errors === 0;
    console.log(`\nBudget p99 <= ${budgetP99Ms} ms at ${connections} connections: ${met ? 'met' : 'MISSED'}`);
    return met ? 0 : 1;
  } finally {
    await stopServer(child);
    if (flags.profile) console.log('CPU profile of the server written to reports/cpu-profiles/');
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
