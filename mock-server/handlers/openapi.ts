import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * The contracts' OpenAPI document at /openapi.json, so that a backend team's tool (Swagger UI, Postman, a contract
 * tester) can be pointed at the simulator itself. Read on the first request: the demo's page then loads it only when
 * asked.
 */
export function openapiHandlers(): HttpHandler[] {
  return [
    http.get('*/openapi.json', async () => {
      const { default: document } = await import('../../contracts/openapi.json');
      return HttpResponse.json(document, { headers: { 'cache-control': 'no-cache' } });
    }),
  ];
}
