// npm run bench:web [-- --runs N] [-- --sizes-only] [-- --route PATH ...] [-- --critical-path] [-- --what-if]
// [-- --same-origin]: the storefront's production build against its budgets. A measurement, not a test: it builds,
// sizes the JavaScript every route of the router loads, builds the anchor (scripts/bench-anchor: the naive one-bundle
// MUI page a team would write first for the home) and runs Lighthouse (mobile) round by round on the anchor and on the
// key routes (/, /shopping-cart, /login, /cart and /payment, the last two signed in, and the static pages) against one
// simulator, or on the routes --route names, then, on a full run, builds the demo and runs it on / there (the
// simulator inside the page, its worker registered on the cold load). Each route is judged against the anchor's figures
// of the same run, never against a figure from another machine; it prints the figures and exits 1 when a budget is
// missed. The JSON of every figure goes to
// reports/bench-web.json (bench-web-sizes.json with --sizes-only, bench-web-routes.json with --route, and
// -same-origin before .json with --same-origin). --critical-path prints what each simulated largest paint waited for;
// --what-if simulates each route's median run again as if its load had gone otherwise (lib/lantern-what-if.mjs).
// --same-origin serves the simulator under /api/ of the storefront's origin, as a deployment behind one reverse proxy
// would (no CORS preflights), and leaves out the demo, whose simulator is in the page anyway; without it the provider
// is an origin of its own, as a live provider host is.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { createServer } from 'node:http';
import { benchCommand, benchHistoryPath, recordBenchRun } from './lib/bench-history.mjs';
import { forwardProviderCall, providerPath } from './lib/forward-request.mjs';
import { freePort } from './lib/free-port.mjs';
import { freshPageMicroseconds } from './lib/host-probe.mjs';
import { optionsOrRefuse, parseFlags } from './lib/parse-flags.mjs';
import { lanternTimeline } from './lib/lantern-timeline.mjs';
import { whatIfLcp } from './lib/lantern-what-if.mjs';
import { systemChromium } from './lib/system-browsers.mjs';
import { routerRoutes } from './lib/router-routes.mjs';
import { startSimulatorProcess } from './lib/simulator-process.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Its own output folder: web/dist may be in use by a running e2e suite or npm start at the same time.
const dist = mkdtempSync(join(tmpdir(), 'bench-web-'));
const demoDist = mkdtempSync(join(tmpdir(), 'bench-web-demo-'));
const reports = join(root, 'reports');

const anchorDist = mkdtempSync(join(tmpdir(), 'bench-web-anchor-'));

/**
 * Every key route against the anchor measured in the same run: a score at least 5 points higher, a largest paint in at
 * most 90% of its time, no more blocking time, and a layout that barely shifts. The demo (the simulator inside the page)
 * scores within 5 points of the live build's home.
 */
const budgets = {
  routeJsGzipKb: 300,
  scoreOverAnchor: 5,
  lcpShareOfAnchor: 0.9,
  cls: 0.02,
  demoPointsBelowLive: 5,
};

// Every route of web/src/app/router.tsx: the entry chunk and its static imports, plus the route's lazy page module (the
// page the router takes from the feature's index.ts) and its imports.
const routes = routerRoutes(root);

/**
 * The routes Lighthouse measures. /shopping-cart opened directly, as a shared link opens it (the product comes with
 * the catalogue's navigation, so the page says 'Loading...'); /login as an anonymous visitor; /cart signed in with a line
 * in the cart; /payment signed in, on an order placed for it; the static pages as anyone opens them from the footer.
 */
const lighthouseRoutes = [
  { path: '/', name: 'mobile' },
  { path: '/shopping-cart', name: 'mobile-shopping-cart' },
  { path: '/login', name: 'mobile-login' },
  { path: '/cart', name: 'mobile-cart', session: 'cart' },
  { path: '/payment', name: 'mobile-payment', session: 'order' },
  { path: '/help-center', name: 'mobile-help-center' },
  { path: '/about-us', name: 'mobile-about-us' },
  { path: '/terms-conditions', name: 'mobile-terms-conditions' },
  { path: '/privacy', name: 'mobile-privacy' },
  { path: '/cookies', name: 'mobile-cookies' },
];

/** A measured route with how it was measured: "/cart (signed in; provider on the storefront's origin)". */
function routeLabel(path, signedIn, sameOrigin) {
  const conditions = [
    ...(signedIn ? ['signed in'] : []),
    ...(sameOrigin ? ["provider on the storefront's origin"] : []),
  ];
  return `${path}${conditions.length > 0 ? ` (${conditions.join('; ')})` : ''}`;
}

const lighthouseMetrics = [
  ['first-contentful-paint', 'First Contentful Paint'],
  ['largest-contentful-paint', 'Largest Contentful Paint'],
  ['total-blocking-time', 'Total Blocking Time'],
  ['cumulative-layout-shift', 'Cumulative Layout Shift'],
  ['speed-index', 'Speed Index'],
  ['interactive', 'Time to Interactive'],
];

const kb = (bytes) => bytes / 1024;
const formatKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;

const usage = `Usage: npm run bench:web [-- options]

Builds the storefront and the anchor (a naive one-bundle MUI page), sizes the JavaScript of every route of the
router, and runs Lighthouse (mobile) round by round on the anchor and on
${lighthouseRoutes.map(({ path }) => path).join(', ')}, then on the demo's home;
exit 1 when a route misses its budget against the anchor (docs/benchmarks.md).

  --runs N          Lighthouse rounds, each route's median reported (1 to 9; default 3)
  --sizes-only      the JavaScript sizes only, no Lighthouse
  --route PATH      Lighthouse on this route only, beside the anchor (repeatable); no demo run
  --critical-path   what the simulated largest paint waited for
  --what-if         what the largest paint would be had the load gone otherwise
  --same-origin     the provider behind the storefront's origin (${providerPath})
  --help            this text`;

class BenchWebOptionsError extends Error {}

function parseOptions(argv) {
  const values = parseFlags(
    argv,
    {
      // Three rounds of eleven pages (the anchor, ten routes) take about ten minutes on a 2-core host; each route is
      // judged against the anchor's median of the same rounds, so a host that slows down slows both alike.
      runs: { type: 'string', default: '3' },
      'sizes-only': { type: 'boolean', default: false },
      route: { type: 'string', multiple: true },
      'critical-path': { type: 'boolean', default: false },
      'what-if': { type: 'boolean', default: false },
      'same-origin': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    BenchWebOptionsError,
  );
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
    throw new BenchWebOptionsError('--runs must be a whole number from 1 to 9');
  }
  const lighthouseOnly = [
    values.route !== undefined,
    values['critical-path'],
    values['what-if'],
    values['same-origin'],
  ];
  if (values['sizes-only'] && lighthouseOnly.some(Boolean)) {
    throw new BenchWebOptionsError(
      '--sizes-only runs no Lighthouse: --route, --critical-path, --what-if and --same-origin do not go with it',
    );
  }
  if (values['same-origin'] && values['what-if']) {
    throw new BenchWebOptionsError(
      "--what-if edits the provider's calls as an origin of their own: it does not go with --same-origin",
    );
  }
  const unknown = (values.route ?? []).filter((path) => !lighthouseRoutes.some((route) => route.path === path));
  if (unknown.length > 0) {
    throw new BenchWebOptionsError(
      `--route takes one of ${lighthouseRoutes.map(({ path }) => path).join(', ')}; not ${unknown.join(', ')}`,
    );
  }
  return {
    help: values.help,
    runs,
    sizesOnly: values['sizes-only'],
    only: values.route,
    criticalPath: values['critical-path'],
    whatIf: values['what-if'],
    sameOrigin: values['same-origin'],
  };
}

/** Builds for production and records, per output chunk, how many rendered bytes each module contributed. */
async function buildWithModuleSizes() {
  const chunks = new Map();
  await build({
    configFile: join(root, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
    plugins: [
      {
        name: 'bench-web-module-sizes',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            chunks.set(
              output.fileName,
              Object.entries(output.modules).map(([id, module]) => ({ id, bytes: module.renderedLength })),
            );
          }
        },
      },
    ],
  });
  return chunks;
}

/**
 * The manifest key of a module: its own when it begins a chunk, else the key of the chunk a code-splitting group put it
 * in (such chunks are keyed by their file, and only the build's chunk list says which modules they hold).
 */
function manifestKeyOf(manifest, chunks, key) {
  if (manifest[key] !== undefined) return key;
  const id = join(root, 'web', key);
  const file = [...chunks].find(([, modules]) => modules.some((module) => module.id === id))?.[0];
  return Object.keys(manifest).find((candidate) => file !== undefined && manifest[candidate].file === file) ?? key;
}

/** The JS files a set of manifest entries loads: each one's file and, recursively, its static imports. */
function jsFilesOf(manifest, chunks, keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[manifestKeyOf(manifest, chunks, key)];
    if (entry === undefined) {
      const lazy = Object.keys(manifest).filter((candidate) => manifest[candidate].isDynamicEntry);
      throw new Error(`The build manifest has no ${key}; its lazy modules are: ${lazy.join(', ')}`);
    }
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const readManifest = () => JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKeyOf = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Each built script's size, raw and gzipped, measured once per file however many routes load it. */
function builtScriptSizes() {
  const read = (file) => readFileSync(join(dist, file));
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) {
      const bytes = read(file);
      sizes.set(file, { rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length });
    }
    return sizes.get(file);
  };
}

function sizeRoutes(chunks, manifest, sizeOf) {
  const entryKey = entryKeyOf(manifest);
  return routes.map(({ path, page, lazyModules }) => {
    const files = jsFilesOf(manifest, chunks, [entryKey, ...lazyModules]);
    const gzipBytes = files.reduce((sum, file) => sum + sizeOf(file).gzipBytes, 0);
    const rawBytes = files.reduce((sum, file) => sum + sizeOf(file).rawBytes, 0);
    const budgetKb = budgets.routeJsGzipKb;
    return { path, page, files, rawBytes, gzipBytes, budgetKb, met: kb(gzipBytes) <= budgetKb };
  });
}

/** node_modules/@scope/name/... -> @scope/name; the app's own modules by folder (web/src/features/catalogue). */
function ownerOf(id) {
  const path = relative(root, id.replace(/\0/g, '').split('?')[0]).split(sep).join('/');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage !== -1) {
    const parts = path.slice(inPackage + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const features = /^web\/src\/features\/[^/]+/.exec(path);
  if (features !== null) return features[0];
  return path.split('/').slice(0, 3).join('/');
}

/**
 * The biggest owners of the given files' code. Rolldown reports each module's rendered (pre-minification) size; a
 * file's gzip size is shared out in proportion to it, which estimates what each owner costs on the wire.
 */
function biggestOwners(chunks, files, count, sizeOf) {
  const totals = new Map();
  for (const file of files) {
    const modules = chunks.get(file) ?? [];
    const fileRendered = modules.reduce((sum, { bytes }) => sum + bytes, 0);
    const fileGzip = sizeOf(file).gzipBytes;
    for (const { id, bytes } of modules) {
      const owner = ownerOf(id);
      const total = totals.get(owner) ?? { renderedBytes: 0, gzipBytes: 0 };
      total.renderedBytes += bytes;
      total.gzipBytes += fileRendered === 0 ? 0 : (fileGzip * bytes) / fileRendered;
      totals.set(owner, total);
    }
  }
  return [...totals.entries()]
    .map(([owner, total]) => ({ owner, ...total }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count);
}

/**
 * Lantern's two simulations of the largest paint (Lighthouse's figure is their mean), read from the debug traces a run
 * with LANTERN_DEBUG=1 and --save-assets leaves beside its report.
 */
function readLcpSimulations(base) {
  return Object.fromEntries(
    ['optimistic', 'pessimistic'].map((kind) => [
      kind,
      lanternTimeline(JSON.parse(readFileSync(`${base}-${kind}LargestContentfulPaint.trace.json`, 'utf8'))),
    ]),
  );
}

/** The dozens of debug files (traces of every simulation, the devtools log) such a run leaves beside its report. */
function removeDebugFiles(base) {
  const prefix = `${basename(base)}-`;
  for (const file of readdirSync(dirname(base))) if (file.startsWith(prefix)) rmSync(join(dirname(base), file));
}

const lighthouseCli = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');

async function runLighthouse(url, outputPath, { criticalPath, artifactsDir }) {
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ].join(' ');
  const env = { ...process.env };
  if (env.CHROME_PATH === undefined && existsSync(systemChromium)) env.CHROME_PATH = systemChromium;
  const args = [
    lighthouseCli,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${chromeFlags}`,
    '--quiet',
  ];
  if (criticalPath) {
    env.LANTERN_DEBUG = '1';
    args.push('--save-assets');
  }
  // Gathers, keeps the artifacts there, and audits them: what lib/lantern-what-if.mjs simulates again.
  if (artifactsDir !== undefined) args.push(`-GA=${artifactsDir}`);
  // Lighthouse names its debug files after the report: lighthouse-mobile-login-1-<what>.trace.json.
  const debugFilesBase = outputPath.replace(/\.json$/, '');
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  try {
    if (code !== 0) throw new Error(`Lighthouse exited with code ${code}`);
    const report = JSON.parse(readFileSync(outputPath, 'utf8'));
    if (report.runtimeError !== undefined) {
      throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
    }
    return { report, lcpSimulations: criticalPath ? readLcpSimulations(debugFilesBase) : undefined };
  } finally {
    if (criticalPath) removeDebugFiles(debugFilesBase);
  }
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

/** One Lighthouse run on the page at `url`: its score, report, and what --critical-path and --what-if keep of it. */
async function lighthouseRun(url, name, run, { criticalPath, whatIf }) {
  const outputPath = join(reports, `lighthouse-${name}-${run}.json`);
  const artifactsDir = whatIf ? mkdtempSync(join(tmpdir(), `bench-web-artifacts-${name}-`)) : undefined;
  const pageMicroseconds = freshPageMicroseconds();
  const { report, lcpSimulations } = await runLighthouse(url, outputPath, { criticalPath, artifactsDir });
  const score = Math.round(report.categories.performance.score * 100);
  return { run, score, report, lcpSimulations, artifactsDir, pageMicroseconds };
}

/** Lighthouse `runs` times on the page at `url`; the median run by score, so one slow or fast run does not decide. */
async function lighthouseRuns(url, name, { runs, criticalPath, whatIf }) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    results.push(await lighthouseRun(url, name, run, { criticalPath, whatIf }));
    console.log(`  run ${run}/${runs}: performance ${results.at(-1).score}`);
  }
  return summariseRuns(results);
}

/** The runs of one page summed up by their median run by score (simulated again as --what-if asks). */
function summariseRuns(results) {
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
  let whatIfs;
  if (median.artifactsDir !== undefined) {
    console.log(
      `  simulating ${median.report.finalDisplayedUrl}'s run ${median.run} again as if its load had gone otherwise...`,
    );
    whatIfs = whatIfLcp(median.artifactsDir, lighthouseCli);
  }
  return {
    runs: results.map(({ score }) => score),
    // How fast Lighthouse found the host's CPU in each run (its benchmarkIndex, higher is faster): the simulated CPU
    // slowdown multiplies what the host takes, so the same build scores lower on a slower host.
    cpuIndexes: results.map(({ report }) => Math.round(report.environment.benchmarkIndex)),
    // What a fresh page of memory cost the host just before each run (lib/host-probe.mjs): the index above times
    // arithmetic alone, which a virtual machine that charges tens of times the usual for memory runs at full speed.
    pageMicroseconds: results.map(({ pageMicroseconds }) => Math.round(pageMicroseconds * 10) / 10),
    score: median.score,
    run: median.run,
    lighthouseVersion: median.report.lighthouseVersion,
    formFactor: median.report.configSettings.formFactor,
    throttling: median.report.configSettings.throttlingMethod,
    lcpSimulations: median.lcpSimulations,
    whatIfs,
    metrics: Object.fromEntries(
      lighthouseMetrics.map(([id]) => [
        id,
        { value: median.report.audits[id].numericValue, display: median.report.audits[id].displayValue },
      ]),
    ),
  };
}

/** A provider call to the simulator; its JSON answer, or an error naming the call. */
async function providerCall(simulatorUrl, method, path, { json, token } = {}) {
  const headers = { accept: 'application/json' };
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await globalThis.fetch(new URL(path, simulatorUrl), {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * The seed shopper signed in (the cookies the storefront keeps, to be set with the page) with a line of the first
 * listed product in the cart; for 'order', that cart also placed as an order, whose /payment page is measured.
 */
async function prepareSession(simulatorUrl, origin, kind) {
  const login = await providerCall(simulatorUrl, 'POST', '/user/login/', {
    json: { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' },
  });
  const token = login.access_token;
  const cookies = [`access_token=${token}`, `refresh_token=${login.refresh_token}`];
  const lines = await providerCall(simulatorUrl, 'GET', '/cart/', { token });
  if (lines.length === 0) {
    const { results } = await providerCall(simulatorUrl, 'GET', '/products/?page=1');
    const product = results.find((candidate) => candidate.denominations?.length > 0);
    const unit = Number(product.denominations[0].min);
    await providerCall(simulatorUrl, 'POST', '/cart/', {
      token,
      json: { cart_items: [{ product_id: product.id, quantity: 1, to_pay: unit, selectedDenomination: unit }] },
    });
  }
  if (kind !== 'order') return { cookies, query: '' };
  const cart = await providerCall(simulatorUrl, 'GET', '/cart/', { token });
  // The cart's total to the paisa, all of it in cash.
  const total = cart.reduce((sum, line) => sum + Math.round(Number(line.to_pay) * 100), 0) / 100;
  const order = await providerCall(simulatorUrl, 'POST', '/place-order/', {
    token,
    json: {
      amount: total,
      coins_used: 0,
      order_number: `ORD${Date.now()}`,
      redirect_url: `${origin}/payment`,
      notify_url: `${origin}/payment-notification`,
    },
  });
  return { cookies, query: `?orderid=${encodeURIComponent(order.orderId)}` };
}

/**
 * The static server, with the session's cookies set by each page it serves when there is one: Lighthouse clears the
 * origin's storage before it navigates, so the cookies come with the page, as a signed-in shopper's browser sends them.
 * With a `provider` base URL, requests under /api/ go on to it, as a reverse proxy in front of both would send them.
 */
function sessionServer(staticServer, session, provider) {
  const [serve] = staticServer.listeners('request');
  return createServer((request, response) => {
    if (provider !== undefined && forwardProviderCall(request, response, provider)) return;
    const { cookies } = session.current ?? {};
    if (cookies !== undefined && !request.url.startsWith('/assets/') && request.url !== '/config.json') {
      response.setHeader(
        'set-cookie',
        cookies.map((cookie) => `${cookie}; Path=/; SameSite=Lax`),
      );
    }
    serve(request, response);
  });
}

/** Builds the anchor page (scripts/bench-anchor) as the storefront is built: one bundle, with its brotli copies. */
async function buildAnchor() {
  await build({
    configFile: join(root, 'scripts', 'bench-anchor', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: anchorDist, emptyOutDir: true },
  });
}

/**
 * Serves the build and the anchor, each on an origin of its own with config.json pointing at one fresh simulator, runs
 * Lighthouse round by round on the anchor and then each measured route or those `only` names (signed in where it says
 * so), stops all three.
 */
async function lighthouseOnRoutes({ runs, only, criticalPath, whatIf, sameOrigin }) {
  // Both origins are chosen before the simulator starts, so that it admits both (CORS).
  const [storefrontPort, anchorPort] = [await freePort(), await freePort()];
  const origins = [storefrontPort, anchorPort].map((port) => `http://127.0.0.1:${port}`);
  const simulator = await startSimulatorProcess({ root, port: 0, origins, echo: false });
  const session = { current: undefined };
  const noSession = { current: undefined };
  const servers = [];
  const measured = lighthouseRoutes.filter((route) => only?.includes(route.path) ?? true);
  const anchorRuns = [];
  const runsOf = new Map(measured.map((route) => [route, []]));
  try {
    for (const [port, dir, state] of [
      [storefrontPort, dist, session],
      [anchorPort, anchorDist, noSession],
    ]) {
      const apiBaseUrl = sameOrigin ? `http://127.0.0.1:${port}${providerPath}` : simulator.url;
      const staticServer = createStaticServer(dir, { runtimeConfig: { apiBaseUrl } });
      const server = sessionServer(staticServer, state, sameOrigin ? simulator.url : undefined);
      servers.push(server);
      await listen(server, port);
    }
    const [origin, anchorOrigin] = origins;
    // Round by round, the anchor first in each, rather than route by route: a machine that slows down over the
    // minutes of a full run then slows the anchor's runs and every route's alike (A B A B).
    for (let run = 1; run <= runs; run += 1) {
      console.log(`  round ${run}/${runs}:`);
      anchorRuns.push(await lighthouseRun(`${anchorOrigin}/`, 'mobile-anchor', run, { criticalPath, whatIf: false }));
      console.log(`    anchor: performance ${anchorRuns.at(-1).score}`);
      for (const route of measured) {
        const { path, name, session: kind } = route;
        session.current = kind === undefined ? undefined : await prepareSession(simulator.url, origin, kind);
        const url = `${origin}${path}${session.current?.query ?? ''}`;
        const result = await lighthouseRun(url, name, run, { criticalPath, whatIf });
        runsOf.get(route).push(result);
        console.log(`    ${routeLabel(path, kind !== undefined, sameOrigin)}: performance ${result.score}`);
      }
    }
    return {
      anchor: summariseRuns(anchorRuns),
      routes: measured.map((route) => ({
        path: route.path,
        signedIn: route.session !== undefined,
        ...summariseRuns(runsOf.get(route)),
      })),
    };
  } finally {
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
    await simulator.stop();
    for (const { artifactsDir } of [...runsOf.values()].flat()) {
      if (artifactsDir !== undefined) rmSync(artifactsDir, { recursive: true, force: true });
    }
  }
}

/** Builds the demo and serves it as npm start -- --in-browser does (no simulator process), runs Lighthouse on /. */
async function lighthouseOnDemoHome({ runs, criticalPath }) {
  await build({
    configFile: join(root, 'web', 'vite.config.ts'),
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir: demoDist, emptyOutDir: true },
  });
  const port = await freePort();
  const server = createStaticServer(demoDist);
  try {
    await listen(server, port);
    return await lighthouseRuns(`http://127.0.0.1:${port}/`, 'demo-mobile', { runs, criticalPath });
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

function printLighthouse(lighthouse) {
  console.log(
    `Lighthouse ${lighthouse.lighthouseVersion}, ${lighthouse.formFactor}, ${lighthouse.throttling} throttling; ` +
      `median run ${lighthouse.run}: performance ${lighthouse.score} (runs: ${lighthouse.runs.join(', ')})`,
  );
  for (const [id, label] of lighthouseMetrics) console.log(`  ${label.padEnd(26)} ${lighthouse.metrics[id].display}`);
  console.log(`  ${"Host's CPU index".padEnd(26)} ${lighthouse.cpuIndexes.join(', ')} (higher is faster)`);
  const pages = lighthouse.pageMicroseconds.map((micros) => micros.toFixed(1)).join(', ');
  console.log(`  ${"Host's fresh 4 KiB page".padEnd(26)} ${pages} µs (lower is faster)`);
  if (lighthouse.lcpSimulations !== undefined) printLcpSimulation(lighthouse.lcpSimulations);
  if (lighthouse.whatIfs !== undefined) {
    console.log(
      `  LCP in Lantern's model had the load gone otherwise (run ${lighthouse.run}'s artifacts, simulated again):`,
    );
    for (const { name, lcpMs } of lighthouse.whatIfs) console.log(`    ${(lcpMs / 1000).toFixed(2)} s  ${name}`);
  }
}

/** Each route's median figures beside the anchor's, one line a page. */
function printAgainstAnchor({ anchor, routes: measured }) {
  const row = (name, { score, metrics }) =>
    `  ${name.padEnd(20)} ${String(score).padStart(5)}  ${seconds(metrics['largest-contentful-paint'].value).padStart(7)}` +
    `  ${`${Math.round(metrics['total-blocking-time'].value)} ms`.padStart(7)}  ${metrics['cumulative-layout-shift'].value.toFixed(3)}`;
  console.log('\nMedians side by side (performance, LCP, TBT, CLS):');
  console.log(row('anchor', anchor));
  for (const route of measured) console.log(row(route.path, route));
}

const ms = (value) => `${Math.round(value)}`.padStart(5);

/**
 * What the simulated largest paint waited for: the requests and the main-thread tasks of 30 ms or more (simulated, CPU
 * slowed down) of whichever of the two simulations ends later.
 */
function printLcpSimulation({ optimistic, pessimistic }) {
  const [kind, later] =
    optimistic.endMs > pessimistic.endMs ? ['optimistic', optimistic] : ['pessimistic', pessimistic];
  console.log(
    `  LCP simulations (Lighthouse's figure is their mean): optimistic ends at ${Math.round(optimistic.endMs)} ms, ` +
      `pessimistic at ${Math.round(pessimistic.endMs)} ms; the ${kind} one:`,
  );
  const rows = [
    ...later.requests.map(({ url, startMs, endMs, lowPriorityImage }) => ({
      startMs,
      endMs,
      what: lowPriorityImage ? `${url} (an image at low priority: not counted)` : url,
    })),
    ...later.tasks
      .filter(({ startMs, endMs }) => endMs - startMs >= 30)
      .map(({ startMs, endMs }) => ({ startMs, endMs, what: '(main-thread task)' })),
  ].sort((a, b) => a.startMs - b.startMs);
  for (const { startMs, endMs, what } of rows) {
    console.log(`    ${ms(startMs)} to ${ms(endMs)} ms (${ms(endMs - startMs)})  ${what}`);
  }
}

const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

/**
 * The budgets of every figure: one check per route's JavaScript; per Lighthouse route its score, LCP and TBT against
 * the anchor's of the same run, and its CLS; the demo's score against the live build's home.
 */
function budgetChecks(routeSizes, lighthouse, demoLighthouse, sameOrigin) {
  const checks = routeSizes.map(({ path, gzipBytes, budgetKb, met }) => ({
    budget: `${path} JS <= ${budgetKb} KB gzip`,
    actual: `${kb(gzipBytes).toFixed(1)} KB`,
    met,
    miss: `over by ${(kb(gzipBytes) - budgetKb).toFixed(1)} KB`,
  }));
  const { anchor, routes: measured } = lighthouse;
  for (const { path, signedIn, score, metrics } of measured) {
    const where = routeLabel(path, signedIn, sameOrigin);
    const minScore = anchor.score + budgets.scoreOverAnchor;
    const lcp = metrics['largest-contentful-paint'].value;
    const maxLcp = anchor.metrics['largest-contentful-paint'].value * budgets.lcpShareOfAnchor;
    const tbt = metrics['total-blocking-time'].value;
    const maxTbt = anchor.metrics['total-blocking-time'].value;
    const cls = metrics['cumulative-layout-shift'].value;
    checks.push(
      {
        budget: `performance on ${where} >= the anchor's ${anchor.score} + ${budgets.scoreOverAnchor}`,
        actual: String(score),
        met: score >= minScore,
        miss: `short by ${minScore - score} points`,
      },
      {
        budget: `LCP on ${where} <= ${budgets.lcpShareOfAnchor * 100}% of the anchor's: ${seconds(maxLcp)}`,
        actual: seconds(lcp),
        met: lcp <= maxLcp,
        miss: `over by ${seconds(lcp - maxLcp)}`,
      },
      {
        budget: `TBT on ${where} <= the anchor's ${Math.round(maxTbt)} ms`,
        actual: `${Math.round(tbt)} ms`,
        met: tbt <= maxTbt,
        miss: `over by ${Math.round(tbt - maxTbt)} ms`,
      },
      {
        budget: `CLS on ${where} <= ${budgets.cls}`,
        actual: cls.toFixed(3),
        met: cls <= budgets.cls,
        miss: `over by ${(cls - budgets.cls).toFixed(3)}`,
      },
    );
  }
  const liveHome = measured.find(({ path }) => path === '/');
  if (demoLighthouse !== undefined && liveHome !== undefined) {
    const minScore = liveHome.score - budgets.demoPointsBelowLive;
    checks.push({
      budget: `performance of the demo's home >= the live home's ${liveHome.score} - ${budgets.demoPointsBelowLive}`,
      actual: String(demoLighthouse.score),
      met: demoLighthouse.score >= minScore,
      miss: `short by ${minScore - demoLighthouse.score} points`,
    });
  }
  return checks;
}

/** What benchmarks/history.jsonl keeps of a run: each page's median figures, JS gzip per route and the verdict. */
function historyFigures({ routeSizes, lighthouse, demoLighthouse, sameOrigin, missed }) {
  const page = (result) =>
    result === undefined
      ? null
      : {
          score: result.score,
          runs: result.runs,
          lcpMs: Math.round(result.metrics['largest-contentful-paint'].value),
          tbtMs: Math.round(result.metrics['total-blocking-time'].value),
          cls: Number(result.metrics['cumulative-layout-shift'].value.toFixed(3)),
        };
  return {
    provider: sameOrigin ? 'same-origin' : 'own-origin',
    jsGzipKb: Object.fromEntries(routeSizes.map(({ path, gzipBytes }) => [path, Number(kb(gzipBytes).toFixed(1))])),
    anchor: page(lighthouse.anchor),
    routes: lighthouse.routes.map((route) => ({ path: route.path, signedIn: route.signedIn, ...page(route) })),
    demo: page(demoLighthouse),
    budgetsMissed: missed,
  };
}

async function main({ runs, sizesOnly, only, criticalPath, whatIf, sameOrigin }) {
  mkdirSync(reports, { recursive: true });
  const [load] = loadavg();
  if (load > cpus().length && !sizesOnly) {
    // Lighthouse's simulated throttling scales the CPU time it observes: a busy machine lowers the score.
    console.warn(`Warning: load average ${load.toFixed(1)} on ${cpus().length} cores; Lighthouse figures will be low.`);
  }

  console.log('Building the storefront for production...');
  const chunks = await buildWithModuleSizes();

  const manifest = readManifest();
  const sizeOf = builtScriptSizes();
  const routeSizes = sizeRoutes(chunks, manifest, sizeOf);
  console.log(`\nJavaScript each of the router's ${routeSizes.length} routes loads (gzip, zlib default level):`);
  for (const { path, page, files, rawBytes, gzipBytes, budgetKb, met } of routeSizes) {
    console.log(
      `  ${met ? 'met   ' : 'MISSED'}  ${path.padEnd(22)} ${formatKb(gzipBytes).padStart(9)} of ${budgetKb} KB` +
        `  (${formatKb(rawBytes)} minified, ${files.length} files; ${page})`,
    );
  }
  const home = routeSizes[0];
  const owners = biggestOwners(chunks, home.files, 15, sizeOf);
  console.log('\nBiggest parts of the home route (estimated gzip share; rendered size before minification):');
  for (const { owner, gzipBytes, renderedBytes } of owners) {
    console.log(`  ${formatKb(gzipBytes).padStart(10)}  ${formatKb(renderedBytes).padStart(10)}  ${owner}`);
  }

  let lighthouse = { anchor: undefined, routes: [] };
  let demoLighthouse;
  if (!sizesOnly) {
    console.log('\nBuilding the anchor (scripts/bench-anchor)...');
    await buildAnchor();
    console.log(
      `\nLighthouse (mobile preset) against the simulator${sameOrigin ? ` under ${providerPath} of each page's origin` : ''}, ${runs} round(s) of the anchor and the routes...`,
    );
    lighthouse = await lighthouseOnRoutes({ runs, only, criticalPath, whatIf, sameOrigin });
    console.log('\nThe anchor (a naive one-bundle MUI page that fetches the brand and 8 products):');
    printLighthouse(lighthouse.anchor);
    for (const result of lighthouse.routes) {
      console.log(`\n${routeLabel(result.path, result.signedIn, sameOrigin)}:`);
      printLighthouse(result);
    }
    printAgainstAnchor(lighthouse);

    if (only === undefined && !sameOrigin) {
      console.log(`\nLighthouse (mobile preset) on / of the demo, the simulator inside the page, ${runs} run(s)...`);
      // No --what-if there: the demo's provider is the page's own origin, which its edits take for the storefront's.
      demoLighthouse = await lighthouseOnDemoHome({ runs, criticalPath });
      printLighthouse(demoLighthouse);
    }
  }

  const checks = budgetChecks(routeSizes, lighthouse, demoLighthouse, sameOrigin);
  console.log(`\nBudgets${sizesOnly ? ' (--sizes-only: JavaScript only, no Lighthouse)' : ''}:`);
  for (const { budget, actual, met, miss } of checks) {
    console.log(`  ${met ? 'met   ' : 'MISSED'}  ${budget}: ${actual}${met ? '' : ` (${miss})`}`);
  }
  const missed = checks.filter(({ met }) => !met).length;
  console.log(missed === 0 ? '\nEvery budget met.' : `\n${missed} budget(s) missed.`);

  const summary = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAverage: load },
    routes: routeSizes.map(({ path, page, files, rawBytes, gzipBytes, budgetKb }) => ({
      path,
      page,
      files,
      rawBytes,
      gzipBytes,
      budgetKb,
    })),
    homeBiggestParts: owners,
    provider: sameOrigin
      ? `the simulator under ${providerPath} of the storefront's origin`
      : 'the simulator on its own origin',
    anchor: lighthouse.anchor,
    lighthouse: lighthouse.routes,
    demoLighthouse,
    budgets: checks,
  };
  // A sizes-only run, one on some routes or one with the provider on the storefront's origin leaves the figures of the
  // other kinds of run in place.
  const output = sizesOnly
    ? 'bench-web-sizes.json'
    : `bench-web${only !== undefined ? '-routes' : ''}${sameOrigin ? '-same-origin' : ''}.json`;
  writeFileSync(join(reports, output), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nFigures written to reports/${output}.`);
  recordBenchRun(root, {
    command: benchCommand('bench:web', process.argv.slice(2)),
    figures: historyFigures({ routeSizes, lighthouse, demoLighthouse, sameOrigin, missed }),
  });
  console.log(`Run appended to ${benchHistoryPath}.`);
  if (missed > 0) process.exitCode = 1;
}

const options = optionsOrRefuse(parseOptions, BenchWebOptionsError, usage);
if (options.help) {
  console.log(usage);
  process.exit(0);
}
main(options)
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const folder of [dist, demoDist, anchorDist]) rmSync(folder, { recursive: true, force: true });
  });
