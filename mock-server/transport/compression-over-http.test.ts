import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../testing/use-mock-server';

const start = useMockServer();

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body comes back as the bytes sent (fetch would decode them and hide the encoding). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const productsPath = '/products/?page=1&perPage=8';

describe("the simulator's answers over HTTP, compressed", () => {
  it('sends a page of products gzipped to a client that accepts gzip, the same JSON in a fraction of the bytes', async () => {
    const { url } = await start();
    const plain = await rawGet(`${url}${productsPath}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const gzipped = await rawGet(`${url}${productsPath}`, 'gzip, deflate, br, zstd');
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
      const answer = await rawGet(`${url}${productsPath}`, acceptEncoding);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual(plain);
    }
  });

  it("gzips the API reference's style sheet but sends Swagger UI's 1.7 MB bundle as it is", async () => {
    const { url } = await start();
    const sheet = await rawGet(`${url}/__mock/docs/swagger-ui.css`, 'gzip');
    expect(sheet.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(sheet.body).toString('utf8')).toContain('.swagger-ui');

    const bundle = await rawGet(`${url}/__mock/docs/swagger-ui-bundle.js`, 'gzip');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-encoding']).toBeUndefined();
    expect(bundle.body.length).toBeGreaterThan(256 * 1024);
  });

  it('leaves an answer under a kilobyte as it is', async () => {
    const { url } = await start();
    const nothingFound = await rawGet(`${url}/search/?q=zzzzqqq`, 'gzip');
    expect(nothingFound.status).toBe(200);
    expect(nothingFound.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(nothingFound.body.toString('utf8'))).toEqual([]);
  });
});
