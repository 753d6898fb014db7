import { describe, expect, it } from 'vitest';
import openapi from '../../contracts/openapi.json';
import { testOrigin, useSimulator } from '../testing/harness';

describe('GET /openapi.json', () => {
  useSimulator();

  it("answers the contracts' OpenAPI document as JSON, so that API tools can be pointed at the simulator", async () => {
    const response = await fetch(new URL('/openapi.json', testOrigin));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const served = (await response.json()) as typeof openapi;
    // As it is but for the provider's origin, which defaults to the simulator's own.
    expect({ ...served, servers: openapi.servers }).toEqual(openapi);
    expect(served.servers[0]?.variables.origin.default).toBe(new URL(testOrigin).origin);
  });
});
