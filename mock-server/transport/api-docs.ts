import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { http, HttpResponse, type HttpHandler } from 'msw';
import openapi from '../../contracts/openapi.json';
import { servedFrom } from '../handlers/openapi';

/** Swagger UI's files, served from the installed package: the reference works offline, with no CDN. */
const swaggerUiFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const servedFiles: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// Its own script rather than an inline one, so the page's policy admits scripts from this origin only.
const initializer = `window.addEventListener('load', () => {
  window.SwaggerUIBundle({ url: '/__mock/docs/openapi.json', dom_id: '#reference', deepLinking: true });
});
`;

/**
 * The document as Swagger UI reads it: without `jsonSchemaDialect`, which Swagger UI 5 supports only at OpenAPI's
 * default and otherwise answers with a warning over the whole page. The contracts' schemas are plain JSON Schema
 * 2020-12, which that default dialect includes, so the reference shows them alike; /openapi.json keeps the field.
 */
const forSwaggerUi = (document: object) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => key !== 'jsonSchemaDialect'));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Provider simulator</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/__mock/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/__mock/docs/swagger-ui-bundle.js"></script>
    <script src="/__mock/docs/initializer.js"></script>
  </body>
</html>
`;

const headers = (contentType: string): Record<string, string> => ({
  'content-type': contentType,
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
});

/**
 * The API reference at /__mock/docs: Swagger UI over the simulator's own /openapi.json. The standalone server's only:
 * it reads files, so it is not among the environment-neutral handlers that run in a page.
 */
export function apiDocsHandlers(): HttpHandler[] {
  const files = new Map<string, string>();
  const fileText = (name: string): string => {
    let text = files.get(name);
    if (text === undefined) {
      text = readFileSync(join(swaggerUiFolder, name), 'utf8');
      files.set(name, text);
    }
    return text;
  };
  return [
    http.get('*/__mock/docs', () => new HttpResponse(page, { headers: headers('text/html; charset=utf-8') })),
    http.get('*/__mock/docs/:file', ({ params, request }) => {
      const name = String(params.file);
      if (name === 'openapi.json') {
        const document = forSwaggerUi(servedFrom(openapi, new URL(request.url).origin));
        return HttpResponse.json(document, { headers: headers('application/json') });
      }
      if (name === 'initializer.js') {
        return new HttpResponse(initializer, { headers: headers('text/javascript; charset=utf-8') });
      }
      const contentType = Object.hasOwn(servedFiles, name) ? servedFiles[name] : undefined;
      if (contentType === undefined) return undefined;
      return new HttpResponse(fileText(name), { headers: headers(contentType) });
    }),
  ];
}
