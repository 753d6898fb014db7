import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpointFor, validators, type OperationId, type Operations, type SchemaName } from '../../contracts';
import type { UserRecord } from '../db/records';
import { expireOverdueOrders } from '../domain/order-lifecycle';
import type { Simulator } from '../simulator';
import { authenticate } from './auth';
import { contractViolationBody } from './errors';
import { readInput } from './request-input';

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

export interface ResolverInput<Op extends OperationId> {
  request: Request;
  url: URL;
  query: Operations[Op]['query'];
  body: RequestBody<Op>;
  files: Map<string, File>;
  /** The signed-in shopper on bearer calls; null on the others. */
  user: Operations[Op]['auth'] extends 'bearer' ? UserRecord : null;
  simulator: Simulator;
}

export type Resolver<Op extends OperationId> = (input: ResolverInput<Op>) => Reply<Op> | Promise<Reply<Op>>;

function respond(status: number, body: unknown, headers?: Record<string, string>): Response {
  return body === undefined || body === null
    ? new HttpResponse(null, { status, headers })
    : HttpResponse.json(body, { status, headers });
}

function checkResponse(simulator: Simulator, operationId: OperationId, status: number, body: unknown): void {
  const { responses } = endpointFor(operationId);
  const documented = responses[String(status)] ?? responses.default;
  const where = `${operationId} answered ${status}`;
  if (documented === undefined) {
    simulator.contractViolations.push(`${where}, a status its contract does not document`);
  } else if (documented.schema === undefined) {
    if (body !== undefined && body !== null)
      simulator.contractViolations.push(`${where} with a body where none is documented`);
  } else {
    const validate = validators[documented.schema as SchemaName];
    if (!validate(body)) {
      simulator.contractViolations.push(`${where} breaking ${documented.schema}: ${JSON.stringify(validate.errors)}`);
    }
  }
}

/**
 * An MSW handler for one provider call, taking its method, path and auth rule from the endpoint
 * registry. It applies the active scenario's delay and overrides, rejects a request that breaks
 * its contract with 400 (nothing is changed), answers 401 on bearer calls without a valid token,
 * and, when the simulator validates responses, records any answer that breaks its contract.
 */
export function endpoint<Op extends OperationId>(
  simulator: Simulator,
  operationId: Op,
  resolve: Resolver<Op>,
): HttpHandler {
  const definition = endpointFor(operationId);
  const method = definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const send = (status: number, body: unknown, headers?: Record<string, string>): Response => {
    if (simulator.validateResponses) checkResponse(simulator, operationId, status, body);
    return respond(status, body, headers);
  };

  return http[method](`*${definition.path}`, async ({ request }) => {
    if (simulator.settings.delayMs > 0) await delay(simulator.settings.delayMs);
    const override = simulator.scenario.overrides?.[operationId];
    if (override?.kind === 'network-error') return HttpResponse.error();
    if (override?.kind === 'respond') return send(override.status, override.body, override.headers);

    expireOverdueOrders(simulator);
    // Authentication comes first: an anonymous caller learns nothing about a call's contract.
    let user: UserRecord | null = null;
    if (definition.auth === 'bearer') {
      const auth = authenticate(simulator, request);
      if (!auth.ok) return send(401, auth.body);
      user = auth.user;
    }

    const url = new URL(request.url);
    const parsed = await readInput(definition, request, url);
    if (!parsed.ok) return send(400, contractViolationBody(definition.responses['400']?.schema, parsed.issues));

    const reply = await resolve({
      request,
      url,
      query: parsed.input.query as Operations[Op]['query'],
      body: parsed.input.body as RequestBody<Op>,
      files: parsed.input.files,
      user: user as ResolverInput<Op>['user'],
      simulator,
    });
    return send(Number(reply.status), reply.body, reply.headers);
  });
}
