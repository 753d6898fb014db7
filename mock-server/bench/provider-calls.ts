import type { OperationId } from '../../contracts';
import { buildRequest, type RequestInput } from '../../contracts/runtime/request-builder';

/** One provider call over the public API, as any server of the API answers it (the simulator, Prism, a live host). */
export async function callProvider<Op extends OperationId>(
  baseUrl: string,
  operationId: Op,
  input: RequestInput<Op>,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const { method, url, headers, body } = buildRequest(operationId, input, { baseUrl, token });
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** The call's body when it answered one of the statuses expected, else an error naming the call and the answer. */
export async function expectAnswer<Op extends OperationId>(
  expected: readonly number[],
  ...[baseUrl, operationId, input, token]: Parameters<typeof callProvider<Op>>
): Promise<unknown> {
  const { status, body } = await callProvider(baseUrl, operationId, input, token);
  if (!expected.includes(status)) {
    throw new Error(`${operationId} answered ${status} during the set-up: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body;
}
