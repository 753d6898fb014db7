import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../mock-server/testing/raw-http';
import { chooseEncoding, createStaticServer } from './static-server.mjs';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('picks %j -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('createStaticServer', () => {
  let parent: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'static-server-'));
    const root = join(parent, 'www');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(join(root, 'config.json'), '{"apiBaseUrl":"http://127.0.0.1:9090"}');
    await writeFile(join(root, 'assets', 'app-123.js'), 'export {};');
    await writeFile(join(parent, 'secret.txt'), 'secret');
    await mkdir(join(root, '.vite'));
    await writeFile(join(root, '.vite', 'manifest.json'), '{}');
    server = createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('serves the runtime configuration beside index.html, uncached', async () => {
    const response = await fetch(`${origin}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ apiBaseUrl: 'http://127.0.0.1:9090' });
  });

  it('caches fingerprinted assets for good', async () => {
    const response = await fetch(`${origin}/assets/app-123.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('compresses text files for clients that accept it, and sends them as they are to the others', async () => {
    const script = 'export const answer = 42;'.repeat(50);
    await writeFile(join(parent, 'www', 'assets', 'big-456.js'), script);
    const url = `${origin}/assets/big-456.js`;

    const brotli = await rawGet(url, { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzipped = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("sends the build's brotli sibling of a file as it is, unless the file is newer", async () => {
    const script = 'export const precompressed = true;'.repeat(50);
    const path = join(parent, 'www', 'assets', 'pre-789.js');
    await writeFile(path, script);
    const sibling = Buffer.from('the build wrote these bytes');
    await writeFile(`${path}.br`, sibling);

    const sent = await rawGet(`${origin}/assets/pre-789.js`, { 'Accept-Encoding': 'br' });
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.body).toEqual(sibling);

    await utimes(`${path}.br`, new Date(0), new Date(0));
    await writeFile(path, `${script}//`);
    const fresh = await rawGet(`${origin}/assets/pre-789.js`, { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(fresh.body).toString()).toBe(`${script}//`);
  });

  it('answers 304 with no body to a visit that holds the current index.html, and the page again once it changed', async () => {
    const first = await rawGet(`${origin}/cart`, { 'Accept-Encoding': 'br' });
    const validator = first.headers.etag;
    expect(validator).toMatch(/^W\/"/);
    const again = await rawGet(`${origin}/cart`, { 'Accept-Encoding': 'br', 'If-None-Match': validator ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');

    const page = join(parent, 'www', 'index.html');
    await writeFile(page, '<!doctype html><title>shell, rebuilt</title>');
    await utimes(page, new Date(), new Date(Date.now() + 5_000));
    const changed = await rawGet(`${origin}/cart`, { 'If-None-Match': validator ?? '' });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toContain('rebuilt');
    await writeFile(page, '<!doctype html><title>shell</title>');
  });

  it('answers client routes with index.html', async () => {
    const response = await fetch(`${origin}/order-history?page=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it('answers 404, not index.html, for a missing file with an extension', async () => {
    const response = await fetch(`${origin}/assets/missing.js`);
    expect(response.status).toBe(404);
  });

  it('never serves files outside its root', async () => {
    // An encoded slash survives URL normalisation on the client, so the server sees "/../secret.txt".
    const response = await fetch(`${origin}/..%2fsecret.txt`);
    expect(response.status).toBe(404);
  });

  it('does not serve build metadata from dot folders', async () => {
    const response = await fetch(`${origin}/.vite/manifest.json`);
    expect(response.status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${origin}/index.html`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('createStaticServer with a runtime configuration', () => {
  let root: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'static-server-config-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(join(root, 'config.json'), '{"apiBaseUrl":"http://127.0.0.1:9090"}');
    server = createStaticServer(root, { runtimeConfig: { apiBaseUrl: 'https://provider.example.com' } });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers /config.json with the given configuration instead of the built file, uncached', async () => {
    const response = await fetch(`${origin}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ apiBaseUrl: 'https://provider.example.com' });
  });

  it('still serves the app', async () => {
    const response = await fetch(`${origin}/`);
    expect(await response.text()).toContain('<title>shell</title>');
  });
});
