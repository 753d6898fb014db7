import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Config, ProductsResponse } from '../../contracts';
import { call } from '../testing/harness';
import { useMockServer } from '../testing/use-mock-server';

const storefront = 'http://localhost:5173';
const otherHost = 'shop.test:8080';

const start = useMockServer();

/** The body of a GET sent with another Host header, as a browser that reached the server by another name sends it. */
function getAs(url: string, path: string, host: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer.slice(answer.indexOf('\r\n\r\n') + 4)));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
  });
}

describe("the simulator's media over HTTP", () => {
  it("serves the pictures /products/ points at, on the server's own origin, to any page", async () => {
    const { url } = await start();
    const list = (await call('GET', `${url}/products/`)).body as ProductsResponse;
    const [first] = list.results.filter((product) => product.image_url !== null);
    expect(first?.image_url).toBe(`${url}/__mock/media/products/${first?.id}.svg`);

    const picture = await fetch(first?.image_url ?? '', { headers: { origin: storefront } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(picture.headers.get('access-control-allow-origin')).toBe(storefront);
    expect(await picture.text()).toMatch(/^<svg [^>]*role="img"[^>]*>\s*<title id="title">/);

    const etag = picture.headers.get('etag') ?? '';
    const again = await fetch(first?.image_url ?? '', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves the logo the configuration names', async () => {
    const { url } = await start();
    const config = (await call('GET', `${url}/configurator/`)).body as Config;
    expect(config.logo_url).toBe(`${url}/__mock/media/logo.svg`);
    const logo = await fetch(config.logo_url);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it("never answers one Host's picture URLs to another from the catalogue memo", async () => {
    const { url } = await start();
    for (const path of [
      '/products/?page=1&perPage=8',
      '/products/sort/?sort=asc',
      '/search/?q=aurora',
      '/configurator/',
    ]) {
      // Three times on the server's own origin: the second answer is kept, the third comes from the memo.
      for (let round = 0; round < 3; round += 1) {
        const body = JSON.stringify((await call('GET', `${url}${path}`)).body);
        expect(body, path).toContain(`"${url}/__mock/media/`);
        expect(body, path).not.toContain(otherHost);
      }
      const elsewhere = await getAs(url, path, otherHost);
      expect(elsewhere, path).toContain(`"http://${otherHost}/__mock/media/`);
      expect(elsewhere, path).not.toContain(url);
    }
  });
});
