import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import etag from 'etag';
import fresh from 'fresh';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.svg']);

const compressors = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
const compressorOptions = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } },
  gzip: { level: 9 },
};

/** brotli, else gzip, when the request accepts it (with a q above 0); undefined for identity. */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  return ['br', 'gzip'].find((encoding) => accepted.has(encoding));
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, info } : undefined;
  } catch {
    return undefined;
  }
}

// Vite fingerprints everything under assets/, so those can be cached forever; index.html and config.json must be
// re-read on every load so that a new build or a new runtime configuration takes effect.
function cacheControl(pathname) {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves a built single-page app: real files as they are, any other extension-less path as index.html.
 * With `runtimeConfig`, /config.json answers that object instead of the built file, so one build can serve any
 * provider without being written to.
 */
export function createStaticServer(root, { runtimeConfig } = {}) {
  const base = normalize(root + sep);
  const configBody = runtimeConfig === undefined ? undefined : JSON.stringify(runtimeConfig);
  // Each file version is compressed once: a page load asks for the same few bundles every time. A brotli sibling the
  // build wrote (web/build/brotli-copies.ts, at a quality too slow for a request) is sent instead, unless it is older.
  const compressedBodies = new Map();
  const compressed = ({ path, info }, encoding) => {
    const key = `${encoding} ${info.mtimeMs} ${info.size} ${path}`;
    if (!compressedBodies.has(key)) {
      const body = (encoding === 'br' ? fileAt(`${path}.br`) : Promise.resolve(undefined)).then((sibling) =>
        sibling !== undefined && sibling.info.mtimeMs >= info.mtimeMs
          ? readFile(sibling.path)
          : readFile(path).then((raw) => compressors[encoding](raw, compressorOptions[encoding])),
      );
      compressedBodies.set(key, body);
      body.catch(() => compressedBodies.delete(key));
    }
    return compressedBodies.get(key);
  };
  return createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (configBody !== undefined && pathname === '/config.json') {
      response.writeHead(200, {
        'Content-Type': contentTypes['.json'],
        'Cache-Control': cacheControl(pathname),
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(request.method === 'HEAD' ? undefined : configBody);
      return;
    }
    const candidate = normalize(join(base, pathname));
    // Dot folders hold build metadata (Vite's .vite/manifest.json), not the app.
    if (
      !candidate.startsWith(base) ||
      candidate
        .slice(base.length)
        .split(sep)
        .some((part) => part.startsWith('.'))
    ) {
      response.writeHead(404).end();
      return;
    }
    let file = await fileAt(candidate);
    if (!file && extname(pathname) === '') {
      pathname = '/index.html';
      file = await fileAt(join(base, 'index.html'));
    }
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const extension = extname(file.path).toLowerCase();
    const headers = {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(pathname),
      'X-Content-Type-Options': 'nosniff',
      // Weak, from the file's size and time: index.html, which carries the entry script, is asked for again on every
      // visit, and answers 304 with no body while the build is the same.
      ETag: etag(file.info),
      ...(compressible.has(extension) ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (fresh(request.headers, { etag: headers.ETag })) {
      response.writeHead(304, headers).end();
      return;
    }
    if (!compressible.has(extension)) {
      response.writeHead(200, { ...headers, 'Content-Length': file.info.size });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file.path).pipe(response);
      return;
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    let body;
    try {
      body = encoding === undefined ? await readFile(file.path) : await compressed(file, encoding);
    } catch {
      // The file went away between stat and read (a rebuild in progress).
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' }).end('Try again');
      return;
    }
    response.writeHead(200, {
      ...headers,
      ...(encoding === undefined ? {} : { 'Content-Encoding': encoding }),
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}
