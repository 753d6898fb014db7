import { createServer } from 'node:net';

function listenOnAnyPort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(probe));
  });
}

/**
 * Distinct ports on 127.0.0.1 that were free a moment ago, for servers whose origin must be known before they start.
 * The probes stay open until all are chosen: asked one after another, the system may hand out the same port twice.
 */
export async function freePorts(count) {
  const probes = [];
  try {
    for (let index = 0; index < count; index += 1) probes.push(await listenOnAnyPort());
    return probes.map((probe) => probe.address().port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}

/** A port on 127.0.0.1 that was free a moment ago. */
export async function freePort() {
  const [port] = await freePorts(1);
  return port;
}
