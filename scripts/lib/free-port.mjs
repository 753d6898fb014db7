import { createServer } from 'node:net';

/** A port on 127.0.0.1 that was free a moment ago, for servers whose origin must be known before they start. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
