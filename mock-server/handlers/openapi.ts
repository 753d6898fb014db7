import { http, HttpResponse, type HttpHandler } from 'msw';

interface Server {
  variables: { origin: { default: string } };
}

/**
 * The document with the provider's origin defaulting to the origin it was asked from: a tool that tries a call from it
 * (Swagger UI's "Try it out", Postman) then calls this simulator, on whatever port it was started.
 */
export function servedFrom<Document extends { servers: readonly Server[] }>(document: Document, origin: string) {
  const servers = document.servers.map((server) => ({
    ...server,
    variables: { ...server.variables, origin: { ...server.variables.origin, default: origin } },
  }));
  return { ...document, servers };
}

/**
 * The contracts' OpenAPI document at /openapi.json, so that a backend team's tool (Swagger UI, Postman, a contract
 * tester) can be pointed at the simulator itself. Read on the first request: the demo's page then loads it only when
 * asked.
 */
export function openapiHandlers(): HttpHandler[] {
  return [
    http.get('*/openapi.json', async ({ request }) => {
      const { default: document } = await import('../../contracts/openapi.json');
      return HttpResponse.json(servedFrom(document, new URL(request.url).origin), {
        headers: { 'cache-control': 'no-cache' },
      });
    }),
  ];
}
