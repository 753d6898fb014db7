import type { OperationId } from '../../contracts';
import { matchOperation } from '../../contracts/runtime/operation-matcher';
import { validateRequest } from '../../contracts/runtime/request-validation';
import { answerViolations } from '../conformance';
import type { Violation } from '../verdict';
import { decodedBody } from './forwarding';

/**
 * Paths of tooling beside the API (the simulator's admin API, payment page and media under /__mock/, the proxy's own
 * /__proxy/): they pass through unjudged, since no contract speaks of them.
 */
const isToolingPath = (path: string): boolean => path.startsWith('/__');

/** The call a request makes, and how it departs from its contract or from the contracts as a whole. */
export async function requestViolations(
  method: string,
  path: string,
  contentType: string | undefined,
  body: Buffer,
): Promise<{ operationId?: OperationId; violations: Violation[] }> {
  const operationId = matchOperation(method, path);
  if (operationId === undefined) {
    if (isToolingPath(path) || method === 'OPTIONS' || method === 'HEAD') return { violations: [] };
    return {
      violations: [{ check: 'undocumented', message: `${method} ${path.split('?', 1)[0]} is not in the contracts` }],
    };
  }
  let request: Request;
  try {
    request = new Request(new URL(path, 'http://proxy.invalid'), {
      method,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      body: body.length === 0 || method === 'GET' ? undefined : new Uint8Array(body),
    });
  } catch (error) {
    return {
      operationId,
      violations: [{ check: 'request', message: `the request cannot be read: ${(error as Error).message}` }],
    };
  }
  const checked = await validateRequest(operationId, request);
  if (checked.ok) return { operationId, violations: [] };
  return {
    operationId,
    violations: checked.issues.map((issue) => ({
      check: issue.location,
      pointer: issue.field,
      message: `${issue.field === '' ? `the ${issue.location}` : issue.field} ${issue.message}`,
    })),
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** An answer's status, content type and body held to its call's contract; each problem one violation. */
export function answerCheck(
  operationId: OperationId,
  answer: { status: number; contentType: string | undefined; contentEncoding: string | undefined; body: Buffer },
): Violation[] {
  let text: string;
  try {
    text = utf8.decode(decodedBody(answer.body, answer.contentEncoding));
  } catch (error) {
    return [{ check: 'body', message: `the body cannot be read: ${(error as Error).message}` }];
  }
  let parsed: { body: unknown; parseError?: string } = { body: undefined };
  if (text !== '') {
    try {
      parsed = { body: JSON.parse(text) as unknown };
    } catch (error) {
      parsed = { body: undefined, parseError: (error as Error).message };
    }
  }
  return answerViolations(operationId, {
    status: answer.status,
    contentType: answer.contentType ?? null,
    text,
    ...parsed,
  });
}
