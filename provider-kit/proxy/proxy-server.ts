import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { operations, type HttpMethod } from '../../contracts';
import { matchOperation } from '../../contracts/runtime/operation-matcher';
import { preflightViolations } from '../check/cors';
import { maxAnswerBytes } from '../exchange';
import type { Violation } from '../verdict';
import { corsHeaders, defaultStorefrontOrigins, hostCorsViolations, isPreflight, preflightHeaders } from './cors';
import { answerCheck, requestViolations } from './exchange-checks';
import { forwardedRequestHeaders, headerPairs, passedAnswerHeaders } from './forwarding';
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

/** The host as the log and the answers name it: its base URL without a trailing slash. */
const hostName = (upstream: URL): string => upstream.href.replace(/\/+$/, '');

class BodyTooLarge extends Error {}

/** The host's answer failed: none came, it broke off after its status, or it grew past the bound on answers. */
class HostFailure extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
  }
}

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

/** A request forwarded to the host and its whole answer, up to maxAnswerBytes; rejects with a HostFailure otherwise. */
function forward(
  upstream: URL,
  request: IncomingMessage,
  body: Buffer,
  timeoutMs: number,
  method = request.method,
): Promise<HostAnswer> {
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const host = hostName(upstream);
  const failed = (message: string, check = 'network') => new HostFailure({ check, message });
  const reason = (error: Error & { code?: string }) => error.code ?? error.message;
  return new Promise((resolve, reject) => {
    let answered: number | undefined;
    // The socket's error may reach the request or the answer first, whichever Node tells.
    const brokeOff = (error: Error) =>
      reject(
        answered === undefined
          ? failed(`${host} gave no answer: ${reason(error)}`)
          : failed(`${host} broke off its ${answered} answer: ${reason(error)}`),
      );
    const outgoing = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method,
        path: `${basePath}${request.url ?? '/'}`,
        headers: forwardedRequestHeaders(request.rawHeaders, upstream.host),
        timeout: timeoutMs,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        answered = status;
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxAnswerBytes) {
            outgoing.destroy();
            reject(failed(`${host} answered ${status} with more than ${maxAnswerBytes / 1024 / 1024} MiB`, 'size'));
            return;
          }
          chunks.push(chunk);
        });
        answer.once('error', brokeOff);
        answer.once('end', () =>
          resolve({
            status,
            statusMessage: answer.statusMessage ?? '',
            rawHeaders: answer.rawHeaders,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.once('error', brokeOff);
    outgoing.end(body.length === 0 ? undefined : body);
  });
}

/** An answer's headers as fetch's Headers, for the checks written for fetch's answers. */
const asHeaders = (rawHeaders: readonly string[]): Headers => new Headers(headerPairs(rawHeaders));

const answerHasBody = (method: string, status: number): boolean =>
  method !== 'HEAD' && status !== 204 && status !== 304 && !(status >= 100 && status < 200);

/**
 * A validating reverse proxy on 127.0.0.1: every request and answer between a client (the storefront) and the host is
 * held to the contracts and each violation logged, while the answer reaches the client as the host sent it, but for
 * CORS for the storefront's origins.
 */
export async function startContractProxy(options: ContractProxyOptions): Promise<ContractProxy> {
  const upstream = new URL(options.host);
  const host = hostName(upstream);
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

  /**
   * The proxy answers a storefront's preflight itself, but the host must answer it too once the proxy is gone: the
   * preflight goes on to the host, and what its answer would refuse is logged.
   */
  const checkHostPreflight = async (request: IncomingMessage, path: string): Promise<void> => {
    const origin = request.headers.origin;
    const asked = String(request.headers['access-control-request-method'] ?? '').toUpperCase() as HttpMethod;
    const operationId = matchOperation(asked, path);
    if (origin === undefined || !origins.includes(origin) || operationId === undefined) return;
    const record = (violations: readonly Violation[], status?: number): void => {
      for (const violation of violations) {
        log.record({ ...violation, side: 'answer', method: 'OPTIONS', path, operationId, status });
      }
    };
    try {
      const answer = await forward(upstream, request, Buffer.alloc(0), timeoutMs, 'OPTIONS');
      const requested = String(request.headers['access-control-request-headers'] ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name !== '');
      const { credentials } = operations[operationId];
      const hostAnswer = { status: answer.status, headers: asHeaders(answer.rawHeaders) };
      record(preflightViolations(hostAnswer, origin, credentials, asked, requested), answer.status);
    } catch (error) {
      if (!(error instanceof HostFailure)) throw error;
      record([{ ...error.violation, message: `the preflight: ${error.message}` }]);
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
      // After the answer: a host slow to answer its preflight must not hold the storefront's call behind it.
      checkHostPreflight(request, path).catch((error: unknown) => console.error(error));
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
      if (!(error instanceof HostFailure)) throw error;
      record('request', asked.violations);
      record('answer', [error.violation]);
      sendJson(
        response,
        502,
        { detail: `The proxy got no whole answer from ${host}` },
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
        corsHeaders(request.headers.origin, origins, answer.headers['access-control-expose-headers']),
        hasBody ? answer.body.length : undefined,
      ),
    );
    response.end(hasBody ? answer.body : undefined);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A client that went away mid-request is no failure of the proxy's: there is no one left to answer.
      if (request.destroyed && !request.complete) return;
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
