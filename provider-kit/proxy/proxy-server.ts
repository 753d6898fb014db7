import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Violation } from '../verdict';
import { corsHeaders, defaultStorefrontOrigins, hostCorsViolations, isPreflight, preflightHeaders } from './cors';
import { answerCheck, requestViolations } from './exchange-checks';
import { forwardedRequestHeaders, passedAnswerHeaders } from './forwarding';
import { ViolationLog, type ProxyViolation } from './violation-log';

export const proxyListenHost = '127.0.0.1';
/** Where the proxy answers for itself; no provider path starts so. */
export const proxyRoutesPrefix = '/__proxy/';

/** What GET /__proxy/violations answers. */
export interface ViolationsPage {
  host: string;
  /** Every violation the run has seen, including those memory no longer keeps. */
  total: number;
  /** The kept violations newer than the `since` asked for, oldest first. */
  violations: ProxyViolation[];
}

export interface ContractProxyOptions {
  /** The host judged: a base URL (http or https), which may have a path. */
  host: string;
  /** 0 picks a free port. */
  port?: number;
  /** The storefront origins CORS admits. */
  origins?: readonly string[];
  log?: ViolationLog;
  /** How long the host may take to answer. */
  timeoutMs?: number;
  /** A request body larger than this is refused (413) before it reaches the host. */
  maxBodyBytes?: number;
}

export interface ContractProxy {
  /** e.g. http://127.0.0.1:9191, without a trailing slash. */
  url: string;
  host: string;
  log: ViolationLog;
  close(): Promise<void>;
}

interface HostAnswer {
  status: number;
  statusMessage: string;
  rawHeaders: string[];
  headers: IncomingMessage['headers'];
  body: Buffer;
}

class BodyTooLarge extends Error {}

function readBody(stream: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // The rest is read and dropped rather than the socket cut, so that the client still gets the 413.
        stream.removeAllListeners('data');
        stream.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown, cors: Record<string, string>): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...cors,
    ...(Object.keys(cors).length > 0 ? { vary: 'Origin' } : {}),
  });
  response.end(JSON.stringify(body));
}

/** A request forwarded to the host and its whole answer, however long; rejects when no answer comes. */
function forward(upstream: URL, request: IncomingMessage, body: Buffer, timeoutMs: number): Promise<HostAnswer> {
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const basePath = upstream.pathname.replace(/\/+$/, '');
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: `${basePath}${request.url ?? '/'}`,
        headers: forwardedRequestHeaders(request.rawHeaders, upstream.host),
        timeout: timeoutMs,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.once('error', reject);
        answer.once('end', () =>
          resolve({
            status: answer.statusCode ?? 502,
            statusMessage: answer.statusMessage ?? '',
            rawHeaders: answer.rawHeaders,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.once('error', reject);
    outgoing.end(body.length === 0 ? undefined : body);
  });
}

const answerHasBody = (method: string, status: number): boolean =>
  method !== 'HEAD' && status !== 204 && status !== 304 && !(status >= 100 && status < 200);

/**
 * A validating reverse proxy on 127.0.0.1: every request and answer between a client (the storefront) and the host is
 * held to the contracts and each violation logged, while the answer reaches the client as the host sent it, but for
 * CORS for the storefront's origins.
 */
export async function startContractProxy(options: ContractProxyOptions): Promise<ContractProxy> {
  const upstream = new URL(options.host);
  const host = upstream.href.replace(/\/+$/, '');
  const origins = options.origins ?? defaultStorefrontOrigins;
  const log = options.log ?? new ViolationLog();
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024 * 1024;

  const ownRoute = (request: IncomingMessage, response: ServerResponse, url: URL): void => {
    const cors = corsHeaders(request.headers.origin, origins);
    if (request.method !== 'GET') {
      sendJson(response, 405, { detail: 'The proxy answers GET only' }, cors);
    } else if (url.pathname === `${proxyRoutesPrefix}violations`) {
      const since = Number(url.searchParams.get('since') ?? '0');
      const page: ViolationsPage = {
        host,
        total: log.total,
        violations: log.since(Number.isFinite(since) ? since : 0),
      };
      sendJson(response, 200, page, cors);
    } else if (url.pathname === `${proxyRoutesPrefix}health`) {
      sendJson(response, 200, { ok: true, host }, cors);
    } else {
      sendJson(response, 404, { detail: 'Not found' }, cors);
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    let url: URL;
    try {
      url = new URL(path, 'http://proxy.invalid');
    } catch {
      // Node's parser lets through a target such as //[ that no URL parser takes: the client's fault, not the host's.
      sendJson(
        response,
        400,
        { detail: 'The request target is no URL path' },
        corsHeaders(request.headers.origin, origins),
      );
      return;
    }
    if (url.pathname.startsWith(proxyRoutesPrefix) && !isPreflight(method, request.headers)) {
      ownRoute(request, response, url);
      return;
    }
    if (isPreflight(method, request.headers)) {
      response.writeHead(204, preflightHeaders(request.headers, origins)).end();
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      response.shouldKeepAlive = false;
      sendJson(response, 413, { detail: `The proxy takes bodies of at most ${maxBodyBytes} bytes` }, {});
      return;
    }
    const asked = await requestViolations(method, path, request.headers['content-type'], body);
    const record = (side: 'request' | 'answer', violations: Violation[], status?: number): void => {
      for (const violation of violations) {
        log.record({ ...violation, side, method, path, operationId: asked.operationId, status });
      }
    };

    let answer: HostAnswer;
    try {
      answer = await forward(upstream, request, body, timeoutMs);
    } catch (error) {
      record('request', asked.violations);
      const why = (error as Error & { code?: string }).code ?? (error as Error).message;
      record('answer', [{ check: 'network', message: `${host} gave no answer: ${why}` }]);
      sendJson(
        response,
        502,
        { detail: `The proxy got no answer from ${host}` },
        corsHeaders(request.headers.origin, origins),
      );
      return;
    }
    record('request', asked.violations, answer.status);
    if (asked.operationId !== undefined && method !== 'HEAD') {
      const contentType = answer.headers['content-type'];
      const contentEncoding = answer.headers['content-encoding'];
      record('answer', answerCheck(asked.operationId, { ...answer, contentType, contentEncoding }), answer.status);
      record('answer', hostCorsViolations(request.headers.origin, origins, answer.headers), answer.status);
    }
    const hasBody = answerHasBody(method, answer.status);
    response.writeHead(
      answer.status,
      answer.statusMessage,
      passedAnswerHeaders(
        answer.rawHeaders,
        corsHeaders(request.headers.origin, origins),
        hasBody ? answer.body.length : undefined,
      ),
    );
    response.end(hasBody ? answer.body : undefined);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, { detail: 'The proxy failed' }, {});
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 9191, proxyListenHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${proxyListenHost}:${port}`,
    host,
    log,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
}
