import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildRequest } from '../../contracts/runtime/request-builder';
import { benchCommand, benchHistoryPath, recordBenchRun } from '../../scripts/lib/bench-history.mjs';
import { startChild, stopChild } from './child-server';
import { installPrism, startPrism } from './prism-server';
import { suiteCases, type LoadRequest } from './suite-cases';
import { median, misses, suiteTable, type CaseResult, type Measured } from './suite-report';

const root = fileURLToPath(new URL('../..', import.meta.url));
const products = 10_000;
const budgetP99Ms = 20;

const usage = `Usage: npm run bench:mock-server -- [--duration S] [--connections N] [--profile]
       npm run bench:mock-server -- --suite [--against prism|URL] [--duration S] [--rounds N] [--connections N]

Starts the simulator with ${products.toLocaleString('en-IN')} products as a child process and loads it with autocannon.
  (no --suite)   GET /products/ from the memo, plus the never-memoised paths for comparison; budget p99 <= ${budgetP99Ms} ms
  --suite        every kind of call in turn (an uncached read, a signed-in read, a write, login), one table;
                 the exit code says whether every budget holds
  --against X    the same suite against another server of the API in the same run (A B A B, medians): prism
                 installs Stoplight Prism 5.14.2 into node_modules/.cache/ on first use and mocks
                 contracts/openapi.json; a URL uses a server that is running already
  --duration S   seconds per load (default 10; 6 with --suite)
  --rounds N     loads per server and call with --suite (default 2)
  --only TEXT    with --suite, only the calls whose name holds TEXT (e.g. "PATCH")
  --connections N  concurrent connections (default 50)
  --profile      write a CPU profile of the server to reports/cpu-profiles/`;

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    profile: { type: 'boolean', default: false },
    suite: { type: 'boolean', default: false },
    against: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const bounded = (value: string | undefined, fallback: number, max: number) =>
  Math.min(Math.max(Math.trunc(Number(value)) || fallback, 1), max);
const durationSeconds = bounded(flags.duration, flags.suite ? 6 : 10, 60);
const connections = bounded(flags.connections, 50, 200);
const rounds = bounded(flags.rounds, 2, 5);

const catalogueRequests = [
  ...[1, 2, 3, 4, 5].map((page) => `/products/?page=${page}&perPage=8`),
  '/products/?category=2&page=1&perPage=8',
  '/products/?category=4&page=3&perPage=8',
  '/products/?subcategories=1,5,9&page=1&perPage=8',
  '/products/?price_min=500&price_max=2000&page=2&perPage=8',
].map((path) => ({ method: 'GET', path }));

function startSimulator(): Promise<{ child: ChildProcess; url: string }> {
  const profiling = flags.profile ? ['--cpu-prof', '--cpu-prof-dir', 'reports/cpu-profiles'] : [];
  const args = [
    '--import',
    'tsx',
    ...profiling,
    'mock-server/server.ts',
    '--port',
    '0',
    '--products',
    String(products),
  ];
  return startChild(process.execPath, args, root, /listening on (http:\/\/\S+)/);
}

async function checkAnswers(url: string, requests: readonly LoadRequest[]): Promise<void> {
  for (const request of requests) {
    const { method, path, headers, body } = request.setupRequest?.(request) ?? request;
    const response = await fetch(`${url}${path}`, { method, headers, body });
    await response.arrayBuffer();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}, not 2xx`);
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

/** A run's outcome: its exit code, and what benchmarks/history.jsonl keeps of it. */
interface BenchOutcome {
  code: number;
  figures: Record<string, unknown>;
}

const loadFigures = (result: Awaited<ReturnType<typeof autocannon>>) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

async function load(url: string, requests: readonly LoadRequest[], seconds: number) {
  return autocannon({ url, connections, duration: seconds, requests });
}

async function measure(label: string, url: string, requests: readonly LoadRequest[], seconds: number) {
  const result = await load(url, requests, seconds);
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s (${result.requests.total} requests), ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  return result;
}

/** The memo's case and the never-memoised paths beside it: the benchmark before the suite existed. */
async function catalogueBench(url: string): Promise<BenchOutcome> {
  await checkAnswers(url, catalogueRequests);
  await measure('warm-up', url, catalogueRequests, 3);
  console.log(
    `\nGET /products/, ${catalogueRequests.length} query variants, ${connections} connections, ${durationSeconds} s:`,
  );
  const result = await measure('catalogue', url, catalogueRequests, durationSeconds);
  // Never memoised: node:http, CORS and MSW's request handling with a trivial resolver.
  const clock = await measure(
    'through MSW: GET /__mock/clock',
    url,
    [{ method: 'GET', path: '/__mock/clock' }],
    Math.min(durationSeconds, 5),
  );
  // Never memoised either, and through every stage of the pipeline up to the cart's resolver.
  const cart = [{ method: 'GET', path: '/cart/', headers: await signedIn(url) }];
  const pipeline = await measure('through the pipeline: GET /cart/ signed in', url, cart, Math.min(durationSeconds, 5));
  const met = result.latency.p99 <= budgetP99Ms && result.non2xx === 0 && result.errors === 0;
  console.log(`\nBudget p99 <= ${budgetP99Ms} ms at ${connections} connections: ${met ? 'met' : 'MISSED'}`);
  const figures = {
    connections,
    durationSeconds,
    catalogue: loadFigures(result),
    mswClock: loadFigures(clock),
    pipelineCart: loadFigures(pipeline),
    budgetMet: met,
  };
  return { code: met ? 0 : 1, figures };
}

interface Target {
  name: string;
  url: string;
  requests?: LoadRequest;
  runs: Measured[];
}

async function suiteBench(
  simulatorUrl: string,
  other: { name: string; url: string } | undefined,
): Promise<BenchOutcome> {
  const results: CaseResult[] = [];
  for (const suiteCase of suiteCases.filter((each) => each.name.includes(flags.only ?? ''))) {
    const targets: Target[] = [{ name: 'simulator', url: simulatorUrl, runs: [] }];
    if (other !== undefined) targets.push({ ...other, runs: [] });
    for (const target of targets) {
      target.requests = await suiteCase.prepare(target.url);
      await checkAnswers(target.url, [target.requests]);
      await load(target.url, [target.requests], 2);
    }
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        const result = await load(target.url, target.requests === undefined ? [] : [target.requests], durationSeconds);
        target.runs.push({
          requestsPerSecond: result.requests.average,
          p99Ms: result.latency.p99,
          failed: result.non2xx + result.errors + result.timeouts,
        });
      }
    }
    const medianOf = ({ runs }: Target): Measured => ({
      requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
      p99Ms: median(runs.map((run) => run.p99Ms)),
      failed: median(runs.map((run) => run.failed)),
    });
    const [simulator, against] = targets.map(medianOf);
    if (simulator === undefined) continue;
    const result: CaseResult = {
      name: suiteCase.name,
      note: suiteCase.note,
      budget: suiteCase.budget,
      simulator,
      other: against,
    };
    results.push(result);
    console.log(`${suiteCase.name}: ${misses(result).length === 0 ? 'met' : misses(result).join('; ')}`);
  }
  console.log(
    `\n${connections} connections, ${durationSeconds} s per load, ${rounds} round(s)${other === undefined ? '' : ', A B A B'}, medians; ${products.toLocaleString('en-IN')} products:\n`,
  );
  console.log(suiteTable(results, other?.name));
  const met = results.every((result) => misses(result).length === 0);
  console.log(`\nEvery budget: ${met ? 'met' : 'MISSED'}`);
  const rounded = (measured: Measured) => ({ ...measured, requestsPerSecond: Math.round(measured.requestsPerSecond) });
  const cases = results.map((result) => ({
    name: result.name,
    simulator: rounded(result.simulator),
    other: result.other === undefined ? null : rounded(result.other),
    missed: misses(result),
  }));
  const figures = { connections, durationSeconds, rounds, against: other?.name ?? null, cases, budgetMet: met };
  return { code: met ? 0 : 1, figures };
}

async function otherServer(): Promise<{ name: string; url: string; child?: ChildProcess } | undefined> {
  if (flags.against === undefined) return undefined;
  if (flags.against !== 'prism') return { name: new URL(flags.against).host, url: flags.against.replace(/\/$/, '') };
  const prism = installPrism();
  if (!prism.installed) {
    console.log(`Prism could not be installed here (${prism.reason}): the comparison is skipped.`);
    return undefined;
  }
  return { name: 'Prism', ...(await startPrism(root)) };
}

async function main(): Promise<number> {
  if (flags.help) {
    console.log(usage);
    return 0;
  }
  const started = performance.now();
  const { child, url } = await startSimulator();
  console.log(
    `Seeded ${products.toLocaleString('en-IN')} products and listening in ${Math.round(performance.now() - started)} ms at ${url}`,
  );
  let other: Awaited<ReturnType<typeof otherServer>>;
  try {
    let outcome: BenchOutcome;
    if (flags.suite) {
      other = await otherServer();
      outcome = await suiteBench(url, other);
    } else {
      outcome = await catalogueBench(url);
    }
    recordBenchRun(root, {
      command: benchCommand('bench:mock-server', process.argv.slice(2)),
      figures: outcome.figures,
    });
    console.log(`Run appended to ${benchHistoryPath}.`);
    return outcome.code;
  } finally {
    await stopChild(child);
    if (other?.child !== undefined) await stopChild(other.child);
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
