import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.mjs';

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

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${origin}/index.html`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
