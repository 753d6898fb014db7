// npm run bench:web [-- --runs N]: the storefront's production build against its budgets. A measurement, not a
// test: it builds, sizes the JavaScript each route loads, runs Lighthouse (mobile) on / against the simulator's server,
// then builds the demo and runs it on / there (the simulator inside the page, its worker registered on the cold load),
// prints the figures and exits 1 when a budget is missed. The JSON of every figure goes to reports/bench-web.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { freePort } from './lib/free-port.mjs';
import { startSimulatorProcess } from './lib/simulator-process.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Its own output folder: web/dist may be in use by a running e2e suite or npm start at the same time.
const dist = mkdtempSync(join(tmpdir(), 'bench-web-'));
const demoDist = mkdtempSync(join(tmpdir(), 'bench-web-demo-'));
const reports = join(root, 'reports');
const systemChromium = '/usr/bin/chromium';

const budgets = { homeJsGzipKb: 140, lighthouseMobilePerformance: 90, demoLighthouseMobilePerformance: 90 };

// The modules each route loads lazily (manifest keys, relative to web/): the pages web/src/app/router.tsx takes from
// the features' index.ts; every route also loads the entry chunk and its static imports. The MUI pages load beside the
// branded MUI theme (lazyBrandedMui).
const brandedMui = 'src/features/branding/branded-mui.tsx';
const routes = [
  { path: '/', lazyModules: [] },
  { path: '/shopping-cart', lazyModules: ['src/features/product/product-page.tsx', brandedMui] },
  { path: '/redemption', lazyModules: ['src/features/redemption-guide/redemption-guide-page.tsx', brandedMui] },
  { path: '/login', lazyModules: ['src/features/auth/login-page.tsx', brandedMui] },
  { path: '/cart', lazyModules: ['src/features/cart/cart-page.tsx', brandedMui] },
  { path: '/verify-details', lazyModules: ['src/features/payment/verify-details-page.tsx', brandedMui] },
  { path: '/payment', lazyModules: ['src/features/payment/payment-page.tsx', brandedMui] },
  { path: '/order-history', lazyModules: ['src/features/account/order-history-page.tsx', brandedMui] },
  { path: '/redeem-voucher', lazyModules: ['src/features/account/redeem-voucher-page.tsx', brandedMui] },
  { path: '/edit-profile', lazyModules: ['src/features/profile/edit-profile-page.tsx', brandedMui] },
  { path: '/help-center', lazyModules: ['src/features/help/help-center-page.tsx', brandedMui] },
  { path: '/contact-us', lazyModules: ['src/features/help/contact-us-page.tsx', brandedMui] },
  { path: '/profile', lazyModules: ['src/features/showcase/profile-demo-page.tsx', brandedMui] },
  { path: '/purchase-voucher', lazyModules: ['src/features/showcase/purchase-voucher-page.tsx', brandedMui] },
  { path: '/terms-conditions', lazyModules: ['src/features/policies/terms-page.tsx', brandedMui] },
  { path: '/privacy', lazyModules: ['src/features/policies/privacy-page.tsx', brandedMui] },
  { path: '/cookies', lazyModules: ['src/features/policies/cookies-page.tsx', brandedMui] },
  { path: '/about-us', lazyModules: ['src/features/about/about-us-page.tsx', brandedMui] },
];

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

function parseOptions() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs must be a whole number from 1 to 9');
  return { runs };
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

/** The JS files a set of manifest entries loads: each one's file and, recursively, its static imports. */
function jsFilesOf(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
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

function sizeRoutes() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return routes.map(({ path, lazyModules }) => {
    const files = jsFilesOf(manifest, [entryKey, ...lazyModules]);
    const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
    const rawBytes = files.reduce((sum, file) => sum + readFileSync(join(dist, file)).length, 0);
    return { path, files, rawBytes, gzipBytes };
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
function biggestOwners(chunks, files, count) {
  const totals = new Map();
  for (const file of files) {
    const modules = chunks.get(file) ?? [];
    const fileRendered = modules.reduce((sum, { bytes }) => sum + bytes, 0);
    const fileGzip = gzipSync(readFileSync(join(dist, file))).length;
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

function runLighthouse(url, outputPath) {
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
    join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${chromeFlags}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`Lighthouse exited with code ${code}`));
        return;
      }
      const report = JSON.parse(readFileSync(outputPath, 'utf8'));
      if (report.runtimeError !== undefined) {
        reject(new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`));
        return;
      }
      resolve(report);
    });
  });
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

/** Lighthouse `runs` times on the page at `url`; the median run by score, so one slow or fast run does not decide. */
async function lighthouseRuns(url, name, runs) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const report = await runLighthouse(url, join(reports, `lighthouse-${name}-${run}.json`));
    const score = Math.round(report.categories.performance.score * 100);
    console.log(`  run ${run}/${runs}: performance ${score}`);
    results.push({ run, score, report });
  }
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
  return {
    runs: results.map(({ score }) => score),
    score: median.score,
    run: median.run,
    lighthouseVersion: median.report.lighthouseVersion,
    formFactor: median.report.configSettings.formFactor,
    throttling: median.report.configSettings.throttlingMethod,
    metrics: Object.fromEntries(
      lighthouseMetrics.map(([id]) => [
        id,
        { value: median.report.audits[id].numericValue, display: median.report.audits[id].displayValue },
      ]),
    ),
  };
}

/** Serves the build on a free port with config.json pointing at a fresh simulator, runs Lighthouse, stops both. */
async function lighthouseOnHome(runs) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const simulator = await startSimulatorProcess({ root, port: 0, origins: [origin], echo: false });
  const server = createStaticServer(dist, { runtimeConfig: { apiBaseUrl: simulator.url } });
  try {
    await listen(server, port);
    return await lighthouseRuns(`${origin}/`, 'mobile', runs);
  } finally {
    server.close();
    server.closeAllConnections();
    await simulator.stop();
  }
}

/** Builds the demo and serves it as npm start -- --in-browser does (no simulator process), runs Lighthouse on /. */
async function lighthouseOnDemoHome(runs) {
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
    return await lighthouseRuns(`http://127.0.0.1:${port}/`, 'demo-mobile', runs);
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
}

async function main() {
  const { runs } = parseOptions();
  mkdirSync(reports, { recursive: true });
  const [load] = loadavg();
  if (load > cpus().length) {
    // Lighthouse's simulated throttling scales the CPU time it observes: a busy machine lowers the score.
    console.warn(`Warning: load average ${load.toFixed(1)} on ${cpus().length} cores; Lighthouse figures will be low.`);
  }

  console.log('Building the storefront for production...');
  const chunks = await buildWithModuleSizes();

  const routeSizes = sizeRoutes();
  console.log('\nJavaScript each route loads (gzip, zlib default level):');
  for (const { path, files, rawBytes, gzipBytes } of routeSizes) {
    console.log(
      `  ${path.padEnd(16)} ${formatKb(gzipBytes).padStart(10)}  (${formatKb(rawBytes)} minified, ${files.length} files)`,
    );
  }
  const home = routeSizes[0];
  const owners = biggestOwners(chunks, home.files, 15);
  console.log('\nBiggest parts of the home route (estimated gzip share; rendered size before minification):');
  for (const { owner, gzipBytes, renderedBytes } of owners) {
    console.log(`  ${formatKb(gzipBytes).padStart(10)}  ${formatKb(renderedBytes).padStart(10)}  ${owner}`);
  }

  console.log(`\nLighthouse (mobile preset) on / against the simulator, ${runs} run(s)...`);
  const lighthouse = await lighthouseOnHome(runs);
  printLighthouse(lighthouse);

  console.log(`\nLighthouse (mobile preset) on / of the demo, the simulator inside the page, ${runs} run(s)...`);
  const demoLighthouse = await lighthouseOnDemoHome(runs);
  printLighthouse(demoLighthouse);

  const homeKb = kb(home.gzipBytes);
  const checks = [
    {
      budget: `home route JS <= ${budgets.homeJsGzipKb} KB gzip`,
      actual: `${homeKb.toFixed(1)} KB`,
      met: homeKb <= budgets.homeJsGzipKb,
      miss: `over by ${(homeKb - budgets.homeJsGzipKb).toFixed(1)} KB`,
    },
    {
      budget: `Lighthouse mobile performance >= ${budgets.lighthouseMobilePerformance}`,
      actual: String(lighthouse.score),
      met: lighthouse.score >= budgets.lighthouseMobilePerformance,
      miss: `short by ${budgets.lighthouseMobilePerformance - lighthouse.score} points`,
    },
    {
      budget: `Lighthouse mobile performance of the demo >= ${budgets.demoLighthouseMobilePerformance}`,
      actual: String(demoLighthouse.score),
      met: demoLighthouse.score >= budgets.demoLighthouseMobilePerformance,
      miss: `short by ${budgets.demoLighthouseMobilePerformance - demoLighthouse.score} points`,
    },
  ];
  console.log('\nBudgets:');
  for (const { budget, actual, met, miss } of checks) {
    console.log(`  ${met ? 'met   ' : 'MISSED'}  ${budget}: ${actual}${met ? '' : ` (${miss})`}`);
  }

  const summary = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAverage: load },
    routes: routeSizes.map(({ path, files, rawBytes, gzipBytes }) => ({ path, files, rawBytes, gzipBytes })),
    homeBiggestParts: owners,
    lighthouse,
    demoLighthouse,
    budgets: checks,
  };
  writeFileSync(join(reports, 'bench-web.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log('\nFigures written to reports/bench-web.json.');
  if (checks.some(({ met }) => !met)) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(demoDist, { recursive: true, force: true });
  });
