import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { elapsedMs } from '../call-journal';
import { createHandlers } from '../handlers';
import { adminRoutes } from '../handlers/admin';
import { omitsCorsHeaders } from '../pipeline/cors-omission';
import { clientGivesUp, providerCallRunnerOf, type ProviderCallRunner } from '../pipeline/endpoint';
import type { Simulator } from '../simulator';
import { apiDocsHandlers } from './api-docs';
import { AnswerMemo, memoisableOperationOf, type MemoisableOperation } from './answer-memo';
import { compressedForClient } from './compression';
import { storefrontCors } from './cors';
import { readAnswer, readBody, replyAnswer, toFetchRequest, writeAnswer, type Answer } from './fetch-bridge';
import { nodeProviderRequest } from './node-request';
import { holdToContract, sendRefusal, type Refusal } from './refusals';
import {
  declaresLargeBody,
  foreignAdminChange,
  isForeignAdminChange,
  internalFailure,
  isDecodablePath,
  largeBody,
  maxBodyBytes,
  methodNotAllowed,
  notFound,
  requestUrl,
  undecodablePath,
  unusableHost,
} from './request-guards';
import { createRouteTable } from './route-table';

const bodilessMethods = new Set(['GET', 'HEAD']);
const adminChanges = adminRoutes.filter(({ method }) => method !== 'get');

function withoutCorsHeaders(response: ServerResponse): void {
  for (const name of response.getHeaderNames()) {
    if (name.startsWith('access-control-')) response.removeHeader(name);
  }
}

/**
 * The simulator's handlers over node:http: the same MSW handlers the tests use, plus CORS, request
 * guards, 404s and 405s and the memo of catalogue reads. A Fetch Request is built only for a request that
 * reaches MSW.
 */
export function createMockApp(simulator: Simulator, origins: readonly string[]): RequestListener {
  const handlers = [...createHandlers(simulator), ...apiDocsHandlers()];
  const routes = createRouteTable(handlers);
  const memoisable = new Map<HttpHandler, MemoisableOperation>();
  for (const handler of handlers) {
    const operationId = memoisableOperationOf(handler);
    if (operationId !== undefined) memoisable.set(handler, operationId);
  }
  const memo = new AnswerMemo(simulator);
  const cors = storefrontCors(origins);

  function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    holdToContract(simulator, refusal, { method, path });
    sendRefusal(response, refusal);
  }

  /** A handler that throws is a simulator bug: answer JSON, unless the client has already gone or had an answer begun. */
  function fail(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    if (response.headersSent || request.socket.destroyed) {
      response.destroy();
      return;
    }
    console.error(`${request.method} ${request.url} failed:`, error);
    refuse(request, response, internalFailure);
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now();
    const url = requestUrl(request);
    if (url === undefined) return refuse(request, response, unusableHost);
    if (declaresLargeBody(request)) return refuse(request, response, largeBody);
    if (isForeignAdminChange(request, url, origins, adminChanges)) return refuse(request, response, foreignAdminChange);

    const method = request.method ?? 'GET';
    const pathAndQuery = request.url ?? '/';
    const path = pathAndQuery.split('?', 1)[0] ?? pathAndQuery;
    if (!isDecodablePath(path)) return refuse(request, response, undecodablePath);
    const candidates = routes.candidates(method, path);
    if (candidates.length === 0) {
      const allowed = routes.methodsAt(path);
      const refusal = allowed.length === 0 ? notFound(method, path) : methodNotAllowed(method, path, allowed);
      return refuse(request, response, refusal);
    }

    const [only, ...others] = candidates;
    const operationId = only !== undefined && others.length === 0 ? memoisable.get(only) : undefined;
    const slot = operationId === undefined ? undefined : memo.slot(operationId, url.origin, pathAndQuery);
    const remembered = slot === undefined ? undefined : memo.get(slot);
    if (operationId !== undefined && remembered !== undefined) {
      // A memo hit skips the pipeline, the journal stage included, but it is a provider call all the same.
      simulator.journal.record(
        {
          operationId,
          method,
          path: pathAndQuery,
          status: remembered.status,
          durationMs: elapsedMs(started),
          rule: null,
          requestIssues: [],
        },
        simulator.clock.now(),
      );
      return writeAnswer(response, compressedForClient(request, remembered));
    }

    let body: Buffer<ArrayBuffer> | undefined;
    if (!bodilessMethods.has(method)) {
      body = await readBody(request, maxBodyBytes);
      if (body === undefined) return refuse(request, response, largeBody);
    }

    const run = only !== undefined && others.length === 0 ? providerCallRunnerOf(only) : undefined;
    const answer =
      run === undefined
        ? await mswAnswer(candidates, request, response, url, body)
        : await runCall(run, request, response, url, body);
    if (answer === 'not-found') return refuse(request, response, notFound(method, path));
    // A network failure (a scenario's connection-reset or no-answer fault): a browser sees one when the connection
    // closes without an answer.
    if (answer === 'network-error') {
      response.destroy();
      return;
    }
    if (slot !== undefined) memo.put(slot, answer);
    writeAnswer(response, compressedForClient(request, answer));
  }

  /** A provider call, run by the server itself: its stages and resolver, with no Fetch Request and no MSW. */
  async function runCall(
    run: ProviderCallRunner,
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: Buffer | undefined,
  ): Promise<Answer | 'network-error'> {
    const providerRequest = nodeProviderRequest(request, response, url, body);
    const outcome = await run(providerRequest);
    if (outcome.kind === 'no-answer') await clientGivesUp(providerRequest.signal);
    if (outcome.kind === 'no-answer' || outcome.kind === 'network-error') return 'network-error';
    // A scenario's no-cors fault: the CORS middleware has set its headers before the call ran.
    if (omitsCorsHeaders(providerRequest)) withoutCorsHeaders(response);
    return replyAnswer(outcome);
  }

  /** The simulator's other handlers (its admin API, media, payment pages, API reference) answer through MSW. */
  async function mswAnswer(
    candidates: HttpHandler[],
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: Buffer<ArrayBuffer> | undefined,
  ): Promise<Answer | 'network-error' | 'not-found'> {
    const fetchResponse = await getResponse(candidates, toFetchRequest(request, response, url, body), {
      baseUrl: url.origin,
    });
    if (fetchResponse === undefined) return 'not-found';
    if (fetchResponse.type === 'error') return 'network-error';
    return readAnswer(fetchResponse);
  }

  return (request, response) => {
    cors(request, response, () => {
      serve(request, response).catch((error: unknown) => fail(request, response, error));
    });
  };
}
