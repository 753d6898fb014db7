import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { OperationId } from '../../contracts';
import { buildRequest, type RequestInput, type SuccessBody } from '../../contracts/runtime/request-builder';

/**
 * A kept-alive connection the simulator closes as idle just when the test reuses it resets before the request is read
 * (ECONNRESET): Playwright retries exactly that error, as a browser does on its own.
 */
export const resetRetries = 1;

/**
 * Provider calls from the test itself (seed reads, sign-in, cart reads), built by the contract runtime so that a call
 * the contracts do not allow does not compile, and sent over Playwright's API client, apart from the page's own calls.
 */
export class ProviderClient {
  constructor(
    private readonly request: APIRequestContext,
    /** The provider's base URL, the one the storefront's config.json points at. */
    readonly baseUrl: string,
  ) {}

  /** Sends the call and answers the response whatever its status, for tests about refusals. */
  async call<Op extends OperationId>(
    operationId: Op,
    input: RequestInput<Op>,
    { token }: { token?: string } = {},
  ): Promise<APIResponse> {
    const { method, url, headers, body } = buildRequest(operationId, input, { baseUrl: this.baseUrl, token });
    const payload = body instanceof FormData ? { multipart: body } : { data: body };
    return this.request.fetch(url, { method, headers, ...payload, maxRetries: resetRetries });
  }

  /** The body of a call that must succeed, typed by its contract. */
  async read<Op extends OperationId>(
    operationId: Op,
    input: RequestInput<Op>,
    options: { token?: string } = {},
  ): Promise<SuccessBody<Op>> {
    const response = await this.call(operationId, input, options);
    expect(response.ok(), `${operationId} answered ${response.status()}`).toBe(true);
    return (await response.json()) as SuccessBody<Op>;
  }
}
