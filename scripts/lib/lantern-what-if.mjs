// What Lighthouse's simulated largest paint would be if the page load had gone otherwise: Lighthouse's audit mode
// (`-A`) simulates again from a run's saved artifacts (`-GA`), here with an edited devtools log. Lantern builds its
// graph of requests from that log, so dropping a request, moving it to another origin or changing its size shows what
// that request costs in Lantern's model, without building or serving anything. A model's answer, not a measurement:
// bench:web prints it apart from the measured figures.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const devtoolsLogFile = 'defaultPass.devtoolslog.json';
const traceFile = 'defaultPass.trace.json';
const artifactsFile = 'artifacts.json';

const sentRequests = (log) =>
  log.filter((event) => event.method === 'Network.requestWillBeSent').map((event) => event.params);

/** The log without every event of the requests `drop` picks (given each request's requestWillBeSent parameters). */
export function withoutRequests(log, drop) {
  const dropped = new Set(
    sentRequests(log)
      .filter(drop)
      .map(({ requestId }) => requestId),
  );
  return log.filter((event) => !dropped.has(event.params?.requestId));
}

const isPreflight = ({ initiator }) => initiator?.type === 'preflight';

/** The log without the CORS preflights Chrome sent before the provider's calls. */
export const withoutPreflights = (log) => withoutRequests(log, isPreflight);

/**
 * The page's own document and its entry script, which every route starts with: the first script the parser asked
 * for or, where the build wrote the entry into index.html (web/vite-inline-entry.ts), the document itself.
 */
function documentAndEntry(log) {
  const requests = sentRequests(log);
  const document = requests.find(({ type }) => type === 'Document');
  if (document === undefined) throw new Error('The devtools log has no document request');
  const entry = requests.find(({ type, initiator }) => type === 'Script' && initiator?.type === 'parser') ?? document;
  return { document, entry, origin: new URL(document.request.url).origin };
}

/**
 * A text of the run (its devtools log or its trace, as JSON) with the provider's origins (those of the log's requests
 * to another origin than the page's) replaced by the page's origin and a /provider path.
 */
export function providerOnPageOrigin(text, log) {
  const { origin } = documentAndEntry(log);
  const providers = new Set(
    sentRequests(log)
      .map(({ request }) => new URL(request.url).origin)
      // A data: URL's origin is "null", which is no provider.
      .filter((other) => other !== origin && /^https?:/.test(other)),
  );
  let rewritten = text;
  for (const provider of providers) {
    // Only the whole origin: http://127.0.0.1:4006 must not rewrite http://127.0.0.1:40065.
    const whole = new RegExp(`${provider.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/?#"])`, 'g');
    rewritten = rewritten.replace(whole, `${origin}/provider`);
  }
  return rewritten;
}

/**
 * A lower bound of what any page on this route can wait for in Lantern's model: the document, the entry, and each call
 * the storefront makes to the provider once (with the preflights before them); not the page's own files (config.json
 * included), its later calls or any picture. The main-thread work stays as observed.
 */
export function startUpOnly(log) {
  const { document, entry, origin } = documentAndEntry(log);
  const seen = new Set();
  return withoutRequests(log, (request) => {
    if (request.requestId === document.requestId || request.requestId === entry.requestId) return false;
    const { url, method } = request.request;
    if (new URL(url).origin === origin || !['XHR', 'Fetch', 'Other'].includes(request.type)) return true;
    const call = `${isPreflight(request) ? 'preflight ' : ''}${method} ${url}`;
    if (seen.has(call)) return true;
    seen.add(call);
    return false;
  });
}

/** The log with the entry's bytes on the wire (compressed) `fraction` of what they were; its run time unchanged. */
export function withEntryScaled(log, fraction) {
  const { entry } = documentAndEntry(log);
  return log.map((event) => {
    if (event.params?.requestId !== entry.requestId) return event;
    if (event.method === 'Network.loadingFinished') {
      return { ...event, params: { ...event.params, encodedDataLength: event.params.encodedDataLength * fraction } };
    }
    if (event.method === 'Network.dataReceived') return { ...event, params: { ...event.params, encodedDataLength: 0 } };
    return event;
  });
}

/**
 * The page loads this compares: each a name, an edit of the devtools log and, where the requests move, of the trace
 * (whose events also name URLs, by which Lantern ties a main-thread task to the answer it handled).
 */
export const loadVariants = [
  { name: 'as measured (simulated again)', edit: (log) => log },
  { name: 'without the CORS preflights', edit: withoutPreflights },
  {
    name: "the provider on the storefront's origin (no preflights, shared connections)",
    edit: (log) => JSON.parse(providerOnPageOrigin(JSON.stringify(withoutPreflights(log)), log)),
    editTrace: providerOnPageOrigin,
  },
  { name: 'document, entry and each provider call once: a floor for any page here', edit: startUpOnly },
  { name: 'that floor without the CORS preflights', edit: (log) => withoutPreflights(startUpOnly(log)) },
  ...[0.9, 0.8, 0.7].map((fraction) => ({
    name: `that floor with the entry's bytes (the document's, where the entry is in it) on the wire at ${fraction * 100}%`,
    edit: (log) => withEntryScaled(startUpOnly(log), fraction),
  })),
];

/**
 * Lighthouse's LCP (ms) for each load variant, simulated from the artifacts a run saved in `artifactsDir` (`-GA`), by
 * the Lighthouse CLI at `cli`.
 */
export function whatIfLcp(artifactsDir, cli) {
  const log = JSON.parse(readFileSync(join(artifactsDir, devtoolsLogFile), 'utf8'));
  // Lighthouse builds its graph from the trace instead when this is set, which would ignore every edit here.
  const env = { ...process.env };
  delete env.INTERNAL_LANTERN_USE_TRACE;
  return loadVariants.map(({ name, edit, editTrace }) => {
    const dir = mkdtempSync(join(tmpdir(), 'lantern-what-if-'));
    try {
      copyFileSync(join(artifactsDir, artifactsFile), join(dir, artifactsFile));
      const trace = readFileSync(join(artifactsDir, traceFile), 'utf8');
      writeFileSync(join(dir, traceFile), editTrace === undefined ? trace : editTrace(trace, log));
      writeFileSync(join(dir, devtoolsLogFile), JSON.stringify(edit(log)));
      const reportPath = join(dir, 'report.json');
      const args = [cli, `-A=${dir}`, '--only-categories=performance', '--output=json', `--output-path=${reportPath}`];
      const { status } = spawnSync(process.execPath, [...args, '--quiet'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
      });
      if (status !== 0) throw new Error(`Lighthouse's audit mode exited with ${status} on "${name}"`);
      const lcp = JSON.parse(readFileSync(reportPath, 'utf8')).audits['largest-contentful-paint'];
      if (typeof lcp.numericValue !== 'number') {
        throw new Error(`Lantern could not simulate "${name}": ${lcp.errorMessage ?? lcp.scoreDisplayMode}`);
      }
      return { name, lcpMs: lcp.numericValue };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
