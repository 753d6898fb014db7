import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/**
 * What the server sends back for raw bytes, as latin1 text, until it closes the connection: for requests a real client
 * would never send (a Host that makes no URL, a bad Content-Length, a request line over Node's limit). A `next` request
 * goes on the same connection once the answer to the first has begun to arrive.
 */
export function rawExchange(url: string, request: string | Buffer, next?: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      if (answer === '' && next !== undefined) socket.write(next);
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
  });
}

/** An answer as its bytes arrived, with its status and headers. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body comes back as the bytes sent: fetch would decode a compressed body and hide its encoding. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
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
