import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { optionsOrRefuse, refuseArguments } from './lib/parse-flags.mjs';
import { startSimulatorProcess } from './lib/simulator-process.mjs';
import { startProxyProcess } from './lib/proxy-process.mjs';
import { scenarioCatalogueOrExit, unknownScenariosMessage } from './lib/scenario-catalogue.mjs';
import { parseStartOptions, StartOptionsError, startUsage } from './lib/start-options.mjs';
import { buildDemo, buildWeb, demoBuildIsStale, demoDist, webBuildIsStale, webDist } from './lib/web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

const options = optionsOrRefuse(parseStartOptions, StartOptionsError, startUsage);
if (options.help) {
  console.log(startUsage);
  process.exit(0);
}

if (options.dist !== undefined && !existsSync(join(options.dist, 'index.html'))) {
  refuseArguments(`--dist ${options.dist} holds no index.html: give the folder a build wrote.`, startUsage);
}

if (!ensureDependencies(root)) {
  console.error('npm ci failed: cannot start.');
  process.exit(1);
}
// Loaded only now: it needs the packages that npm ci has just installed on a fresh clone.
const { createStaticServer } = await import('./lib/static-server.mjs');

// The simulator (or the demo's build) would refuse an unknown scenario or a broken scenario file too, but only after a
// build: asked first, the answer comes in a second instead.
if (options.scenario !== undefined || options.scenariosDirs.length > 0) {
  const known = (await scenarioCatalogueOrExit(options.scenariosDirs)).map(({ name }) => name);
  const unknown = unknownScenariosMessage(options.scenario === undefined ? [] : [options.scenario], known);
  if (unknown !== undefined) refuseArguments(unknown, startUsage);
}

// The build never depends on the provider: it is rebuilt only when its sources changed, whatever --api says.
const build = options.inBrowser
  ? {
      dist: demoDist(root),
      isStale: () => demoBuildIsStale(root, options.scenariosDirs),
      run: () => buildDemo(root, options.scenariosDirs),
      name: 'demo (the storefront with the simulator in the page)',
    }
  : { dist: webDist(root), isStale: () => webBuildIsStale(root), run: () => buildWeb(root), name: 'storefront' };
const dist = options.dist ?? build.dist;
if (options.dist === undefined && build.isStale()) {
  console.log(`Building the ${build.name}...`);
  if (!build.run()) {
    console.error(`The ${build.name} build failed: cannot start.`);
    process.exit(1);
  }
}

let simulator;
let proxy;
let server;
let stopping = false;

async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  server?.close();
  server?.closeAllConnections();
  await Promise.all([proxy?.stop(), simulator?.stop()]);
  process.exit(exitCode);
}

// The simulator and the proxy run in process groups of their own, which a terminal's Ctrl-C does not reach: whatever
// ends this process (a signal while they start, a second Ctrl-C while they stop) ends every child it has spawned.
const children = new Set();
const ownChild = (child) => children.add(child);
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => (stopping ? process.exit(1) : void stop(0)));
}

const storefrontOrigins = [`http://localhost:${options.port}`, `http://127.0.0.1:${options.port}`];
if (options.api === undefined && !options.inBrowser) {
  try {
    simulator = await startSimulatorProcess({
      root,
      port: options.mockPort,
      origins: storefrontOrigins,
      scenario: options.scenario,
      scenariosDirs: options.scenariosDirs,
      onSpawn: ownChild,
    });
  } catch (error) {
    if (error.badArguments) {
      // The simulator has said what was wrong with its arguments (the scenarios were checked above, but a file may have
      // changed since).
      console.error(`\n${startUsage}`);
      process.exit(2);
    }
    console.error(`${error.message}\nIs port ${options.mockPort} in use? Try --mock-port N.`);
    process.exit(1);
  }
  void simulator.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`The provider simulator stopped (${signal ?? `code ${code}`}): stopping the storefront.`);
    void stop(1);
  });
}
const providerUrl = options.api ?? simulator?.url;
const violationsLog = 'reports/provider-violations.jsonl';
if (options.validate) {
  try {
    proxy = await startProxyProcess({
      root,
      host: providerUrl,
      port: options.proxyPort,
      origins: storefrontOrigins,
      logFile: violationsLog,
      onSpawn: ownChild,
    });
  } catch (error) {
    console.error(`${error.message}\nIs port ${options.proxyPort} in use? Try --proxy-port N.`);
    await simulator?.stop();
    process.exit(1);
  }
  void proxy.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`The validating proxy stopped (${signal ?? `code ${code}`}): stopping the storefront.`);
    void stop(1);
  });
}
// Behind the proxy the storefront calls it, not the provider, so that every call it makes is held to the contracts.
const apiBaseUrl = proxy?.url ?? providerUrl;
// Only a simulator this command started is declared, so the storefront's QA panel never steers a live provider; only a
// proxy it started, so the live configuration never brings the violations overlay. In the browser the simulator
// answers /config.json itself, from the page's origin.
const runtimeConfig = options.inBrowser
  ? undefined
  : {
      apiBaseUrl,
      ...(options.api === undefined ? { simulator: true } : {}),
      ...(proxy === undefined ? {} : { contractProxy: proxy.url }),
    };

server = createStaticServer(dist, { runtimeConfig });
try {
  await listen(server, options.port);
} catch (error) {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${options.port} is already in use: try --port N.`
      : `Server error: ${error.message}`,
  );
  await Promise.all([proxy?.stop(), simulator?.stop()]);
  process.exit(1);
}

console.log('');
console.log(`Storefront: http://localhost:${options.port}/`);
console.log(
  options.inBrowser
    ? 'Provider simulator: inside the page (its QA panel lists the scenarios and the seed users)'
    : options.api === undefined
      ? `Provider simulator: ${providerUrl} (seed users above)`
      : `Live provider: ${providerUrl}`,
);
if (proxy !== undefined) {
  console.log(`Validating proxy: ${proxy.url} (the storefront calls it; violations: ${violationsLog} and the overlay)`);
}
console.log('Press Ctrl-C to stop.');
