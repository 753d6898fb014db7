import { STATUS_CODES, type ServerResponse } from 'node:http';
import { validateErrorGeneric, type ErrorGeneric } from '../../contracts';
import { checkAnswer } from '../../contracts/runtime/answer-check';
import { describeIssue, toIssues } from '../../contracts/runtime/error-bodies';
import { matchOperation } from '../../contracts/runtime/operation-matcher';
import type { Simulator } from '../simulator';

/** An answer the transport gives by itself, before a handler or instead of one: always a generic error body. */
export interface Refusal {
  status: number;
  body: ErrorGeneric;
  headers?: Record<string, string>;
}

/** The request a refusal answers, when Node could read it. */
export interface RefusedRoute {
  method: string;
  path: string;
}

/**
 * Holds a refusal to its contract when the simulator validates responses, as the answer check stage holds a call's
 * answers: the contract of the call its method and path name, else the generic error body that every call's 'default'
 * is. A test over the standalone server then fails on a refusal that breaks it, as on any other answer.
 */
export function holdToContract(simulator: Simulator, refusal: Refusal, route?: RefusedRoute): void {
  if (!simulator.validateResponses) return;
  const operationId = route === undefined ? undefined : matchOperation(route.method, route.path);
  if (operationId !== undefined) {
    const check = checkAnswer(operationId, refusal.status, refusal.body);
    if (!check.ok) simulator.contractViolations.push(check.summary);
    return;
  }
  if (validateErrorGeneric(refusal.body)) return;
  const issues = toIssues('body', validateErrorGeneric.errors ?? [])
    .map(describeIssue)
    .join('; ');
  const request = route === undefined ? 'an unreadable request' : `${route.method} ${route.path}`;
  simulator.contractViolations.push(
    `the transport answered ${request} with ${refusal.status} breaking error-generic: ${issues}`,
  );
}

const jsonType = 'application/json; charset=utf-8';

/** Writes a refusal after whatever headers the server set already (CORS). */
export function sendRefusal(response: ServerResponse, refusal: Refusal): void {
  const text = JSON.stringify(refusal.body);
  response.writeHead(refusal.status, {
    ...refusal.headers,
    'content-type': jsonType,
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** A refusal as a whole HTTP/1.1 message, for a socket no ServerResponse writes to; the connection closes after it. */
export function refusalMessage(refusal: Refusal, headers: Record<string, string>): string {
  const text = JSON.stringify(refusal.body);
  const fields = {
    ...refusal.headers,
    ...headers,
    'content-type': jsonType,
    'content-length': String(Buffer.byteLength(text)),
    connection: 'close',
  };
  const head = [
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`,
    ...Object.entries(fields).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${head.join('\r\n')}\r\n\r\n${text}`;
}
