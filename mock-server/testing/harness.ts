import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createHandlers } from '../handlers';
import { buildHttpRequest } from '../../contracts/runtime/request-builder';
import type { HttpMethod, LoginResponse } from '../../contracts';
import type { Scenario } from '../../scenarios/scenario';
import { Simulator, type SimulatorOptions } from '../simulator';

/** The origin the simulator answers on inside Node tests (msw/node intercepts it). */
export const testOrigin = 'http://provider.test';

export const defaultTestScenario: Scenario = { name: 'default', description: 'The default seed.' };

export interface ApiResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | readonly (string | number)[]>;
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON. */
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * One call over fetch, as a client would make it, built by the contract runtime (raw: tests also send what no
 * contract allows). A path without an origin goes to the simulator behind msw/node.
 */
export async function call(method: HttpMethod, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const { origin, pathname, search } = new URL(path, testOrigin);
  const built = buildHttpRequest(method, origin, `${pathname}${search}`, {
    query: options.query,
    json: options.body,
    form: options.form,
    token: options.token,
    headers: options.headers,
  });
  const response = await fetch(built.url, { method: built.method, headers: built.headers, body: built.body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON (the payment page's HTML): the text itself is the body.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Signs in through POST /user/login/ and returns the access token. */
export async function signIn(username = 'shopper@example.com', password = 'Shopper@123'): Promise<string> {
  const response = await call('POST', '/user/login/', { body: { username, password, grant_type: 'password' } });
  if (response.status !== 200)
    throw new Error(`sign-in failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return (response.body as LoginResponse).access_token;
}

/**
 * A fresh simulator per test behind msw/node, validating every response against its contract:
 * a test fails when any response broke its contract.
 */
export function useSimulator(options: Partial<SimulatorOptions> = {}): { readonly simulator: Simulator } {
  let simulator: Simulator | undefined;
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    simulator = await Simulator.create({ scenario: defaultTestScenario, validateResponses: true, ...options });
    server.resetHandlers(...createHandlers(simulator));
  });
  afterEach(() => {
    expect(simulator?.contractViolations ?? []).toEqual([]);
  });
  return {
    get simulator(): Simulator {
      if (simulator === undefined) throw new Error('The simulator exists only inside a test');
      return simulator;
    },
  };
}
