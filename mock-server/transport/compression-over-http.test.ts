import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawGet } from '../testing/raw-http';
import { useMockServer } from '../testing/use-mock-server';

const start = useMockServer();

const productsPath = '/products/?page=1&perPage=8';

describe("the simulator's answers over HTTP, compressed", () => {
  it('sends a page of products gzipped to a client that accepts gzip, the same JSON in a fraction of the bytes', async () => {
    const { url } = await start();
    const plain = await rawGet(`${url}${productsPath}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const gzipped = await rawGet(`${url}${productsPath}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('sends the plain JSON to a client that refuses gzip or asks only for another encoding', async () => {
    const { url } = await start();
    const plain = JSON.parse((await rawGet(`${url}${productsPath}`)).body.toString('utf8')) as unknown;
    for (const acceptEncoding of ['gzip;q=0, br', 'br']) {
      const answer = await rawGet(`${url}${productsPath}`, { 'accept-encoding': acceptEncoding });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual(plain);
    }
  });

  it("gzips the API reference's style sheet but sends Swagger UI's 1.7 MB bundle as it is", async () => {
    const { url } = await start();
    const sheet = await rawGet(`${url}/__mock/docs/swagger-ui.css`, { 'accept-encoding': 'gzip' });
    expect(sheet.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(sheet.body).toString('utf8')).toContain('.swagger-ui');

    const bundle = await rawGet(`${url}/__mock/docs/swagger-ui-bundle.js`, { 'accept-encoding': 'gzip' });
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-encoding']).toBeUndefined();
    expect(bundle.body.length).toBeGreaterThan(256 * 1024);
  });

  it('leaves an answer under a kilobyte as it is', async () => {
    const { url } = await start();
    const nothingFound = await rawGet(`${url}/search/?q=zzzzqqq`, { 'accept-encoding': 'gzip' });
    expect(nothingFound.status).toBe(200);
    expect(nothingFound.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(nothingFound.body.toString('utf8'))).toEqual([]);
  });
});
