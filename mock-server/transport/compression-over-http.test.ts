import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

  it('sends brotli to a client that prefers it, and nothing compressed to one that refuses both', async () => {
    const { url } = await start();
    const plain = JSON.parse((await rawGet(`${url}${productsPath}`)).body.toString('utf8')) as unknown;
    const brotli = await rawGet(`${url}${productsPath}`, 'br, gzip;q=0.5');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(plain);

    const refused = await rawGet(`${url}${productsPath}`, 'gzip;q=0, br;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual(plain);
  });

  it('leaves an answer under a kilobyte as it is', async () => {
    const { url } = await start();
    const nothingFound = await rawGet(`${url}/search/?q=zzzzqqq`, 'gzip');
    expect(nothingFound.status).toBe(200);
    expect(nothingFound.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(nothingFound.body.toString('utf8'))).toEqual([]);
  });
});
