import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createHandlers } from '../handlers';
import type { Scenario } from '../scenario';
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

/** One provider call over fetch, as a client would make it. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const url = new URL(path, testOrigin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form !== undefined) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(url, { method, headers, body });
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
  return (response.body as { access_token: string }).access_token;
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
