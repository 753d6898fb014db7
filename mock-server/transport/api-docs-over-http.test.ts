import { describe, expect, it } from 'vitest';
import openapi from '../../contracts/openapi.json';
import { useMockServer } from '../testing/use-mock-server';

const start = useMockServer();

describe('the API reference at /__mock/docs', () => {
  it('is a page that runs Swagger UI, served from the installed package, on the simulator’s own document', async () => {
    const { url } = await start();

    const page = await fetch(`${url}/__mock/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'initializer.js']) {
      expect(html).toContain(`/__mock/docs/${file}`);
      expect((await fetch(`${url}/__mock/docs/${file}`)).status).toBe(200);
    }
    expect(await (await fetch(`${url}/__mock/docs/initializer.js`)).text()).toContain(
      "url: '/__mock/docs/openapi.json'",
    );
  });

  it("gives Swagger UI the contracts' document without the dialect it cannot read, and nothing else of the package", async () => {
    const { url } = await start();

    const { jsonSchemaDialect, ...rest } = openapi;
    expect(jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    // Both say this simulator, on the port it was started on, is the provider to try calls on.
    const servers = [
      { ...openapi.servers[0], variables: { origin: { ...openapi.servers[0]?.variables.origin, default: url } } },
    ];
    expect(await (await fetch(`${url}/__mock/docs/openapi.json`)).json()).toEqual({ ...rest, servers });
    expect(await (await fetch(`${url}/openapi.json`)).json()).toEqual({ ...openapi, servers });
    for (const path of ['package.json', 'index.html', '..%2Fpackage.json']) {
      expect((await fetch(`${url}/__mock/docs/${path}`)).status).toBe(404);
    }
  });
});
