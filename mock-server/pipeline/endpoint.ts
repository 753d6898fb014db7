import { http, HttpResponse, type HttpHandler } from 'msw';
import { operations, type OperationId, type Operations } from '../../contracts';
import type { UserRecord } from '../db/records';
import type { Simulator } from '../simulator';
import { runStages, type Outcome, type ProviderCall, type Stage } from './provider-call';
import { fromFetchRequest, type ProviderRequest } from './provider-request';
import { answerCheck } from './stages/answer-check';
import { authentication } from './stages/authentication';
import { housekeeping } from './stages/housekeeping';
import { journal } from './stages/journal';
import { requestValidation } from './stages/request-validation';
import { scenarioRules } from './stages/scenario-rules';

type Responses<Op extends OperationId> = Operations[Op]['responses'];

/** What a resolver answers: a status its registry entry documents, with that status's body type. */
export type Reply<Op extends OperationId> = {
  [Status in keyof Responses<Op>]: {
    status: Status extends 'default' ? 500 | 503 : Status;
    body: Responses<Op>[Status];
    headers?: Record<string, string>;
  };
}[keyof Responses<Op>];

type RequestBody<Op extends OperationId> = [Operations[Op]['json']] extends [never]
  ? Operations[Op]['multipart']
  : Operations[Op]['json'];

/** What a resolver is given: the call as request validation accepted it (its body is read already). */
export interface ResolverInput<Op extends OperationId> {
  url: URL;
  query: Operations[Op]['query'];
  body: RequestBody<Op>;
  files: Map<string, File>;
  /** The signed-in shopper on bearer calls; null on the others. */
  user: Operations[Op]['auth'] extends 'bearer' ? UserRecord : null;
}

export type Resolver<Op extends OperationId> = (input: ResolverInput<Op>) => Reply<Op> | Promise<Reply<Op>>;

/**
 * The stages every provider call passes, outermost first, before its resolver answers it: the journal sees every
 * outcome, the answer check every reply (a scenario's override included), and a call reaches its resolver only
 * authenticated and valid.
 */
export const providerCallStages: readonly Stage[] = [
  journal,
  answerCheck,
  scenarioRules,
  housekeeping,
  authentication,
  requestValidation,
];

/** A client that never gives up still gets its connection closed in the end, so no call hangs for ever. */
const noAnswerLimitMs = 60_000;

/** Resolves once the client has given up on the request (or the limit has passed). */
export function clientGivesUp(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, noAnswerLimitMs);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function toResponse(outcome: Outcome, signal: AbortSignal): Promise<Response> {
  if (outcome.kind === 'network-error') return HttpResponse.error();
  if (outcome.kind === 'no-answer') {
    await clientGivesUp(signal);
    return HttpResponse.error();
  }
  if (outcome.kind === 'raw') {
    return new HttpResponse(outcome.text, { status: outcome.status, headers: { 'Content-Type': outcome.contentType } });
  }
  const { status, body, headers } = outcome;
  return body === undefined || body === null
    ? new HttpResponse(null, { status, headers })
    : HttpResponse.json(body, { status, headers });
}

/** One provider call's behaviour, whatever carries the request: the stages and then its resolver. */
export type ProviderCallRunner = (request: ProviderRequest) => Promise<Outcome>;

const runners = new WeakMap<HttpHandler, ProviderCallRunner>();

/** The call behind a provider call's MSW handler, which the standalone server runs without MSW. */
export const providerCallRunnerOf = (handler: HttpHandler): ProviderCallRunner | undefined => runners.get(handler);

/**
 * An MSW handler for one provider call, taking its method and path from the endpoint registry and running the call
 * through the pipeline's stages to its resolver.
 */
export function endpoint<Op extends OperationId>(
  simulator: Simulator,
  operationId: Op,
  resolve: Resolver<Op>,
): HttpHandler {
  const { method, path } = operations[operationId];
  const answer = async ({ request, user, parts }: ProviderCall): Promise<Outcome> => {
    if (parts === null) throw new Error(`${operationId} reached its resolver without validated parts`);
    const { status, body, headers } = await resolve({
      url: request.url,
      query: parts.query as Operations[Op]['query'],
      body: parts.body as RequestBody<Op>,
      files: parts.files,
      user: user as ResolverInput<Op>['user'],
    });
    return { kind: 'reply', status: Number(status), body, headers };
  };
  const run: ProviderCallRunner = (request) =>
    runStages(
      providerCallStages,
      {
        simulator,
        operationId,
        request,
        user: null,
        parts: null,
        rule: null,
        breaksContract: false,
        requestIssues: [],
      },
      answer,
    );
  const verb = method.toLowerCase() as Lowercase<typeof method>;
  const handler = http[verb](`*${path}`, ({ request }) =>
    run(fromFetchRequest(request)).then((outcome) => toResponse(outcome, request.signal)),
  );
  runners.set(handler, run);
  return handler;
}
