import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { readBody } from './fetch-bridge';

let server: Server | undefined;

afterEach(async () => {
  const running = server;
  server = undefined;
  if (running !== undefined) await new Promise((resolve) => running.close(resolve));
});

/** Sends the raw bytes (then closes the connection) and reads the request's body as the server sees it. */
async function bodyRead(bytes: string, limit = 16): Promise<Buffer | undefined> {
  let received: (exchange: [IncomingMessage, ServerResponse]) => void = () => undefined;
  const arrived = new Promise<[IncomingMessage, ServerResponse]>((resolve) => (received = resolve));
  server = createServer((request, response) => received([request, response]));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
  socket.on('error', () => undefined);
  const [request, response] = await arrived;
  try {
    return await readBody(request, limit);
  } finally {
    response.destroy();
  }
}

const post = (declared: number, body: string) =>
  `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${declared}\r\n\r\n${body}`;

describe('reading a request body whole', () => {
  it('gives the bytes sent', async () => {
    expect((await bodyRead(post(7, '{"a":1}')))?.toString()).toBe('{"a":1}');
  });

  it('gives nothing for a body over the limit', async () => {
    expect(await bodyRead(post(20, 'x'.repeat(20)))).toBeUndefined();
  });

  it('fails for a client that closes the connection before its body ends', async () => {
    // Node's own 'aborted' error, or the reader's when the request closes without one.
    await expect(bodyRead(post(10, '{"a"'))).rejects.toThrow(/aborted|before sending the whole body/);
  });

  it('fails for a request that closes without an error before its body ends', async () => {
    const request = Object.assign(new PassThrough(), { complete: false });
    const read = readBody(request as unknown as IncomingMessage, 16);
    request.write('{"a"');
    request.emit('close');
    await expect(read).rejects.toThrow('The client closed the connection before sending the whole body.');
  });
});
