import { describe, expect, it } from 'vitest';
import {
  providerOnPageOrigin,
  startUpOnly,
  withEntryScaled,
  withoutPreflights,
  type DevtoolsEvent,
} from './lantern-what-if.mjs';

const page = 'http://127.0.0.1:40065';
// A provider whose origin is the page's with a digit less: a rewrite must not touch the page's own URLs.
const provider = 'http://127.0.0.1:4006';

/** A request as Chrome's devtools log has it: sent, answered, finished with its size on the wire. */
function request(
  requestId: string,
  url: string,
  type: string,
  initiator: Record<string, unknown>,
  bytes = 1000,
  method = 'GET',
): DevtoolsEvent[] {
  return [
    { method: 'Network.requestWillBeSent', params: { requestId, type, initiator, request: { url, method } } },
    { method: 'Network.responseReceived', params: { requestId, response: { url, protocol: 'http/1.1' } } },
    { method: 'Network.dataReceived', params: { requestId, encodedDataLength: bytes } },
    { method: 'Network.loadingFinished', params: { requestId, encodedDataLength: bytes } },
  ];
}

const script = { type: 'script', stack: { callFrames: [{ url: `${page}/assets/index-a.js` }] } };
const preflight = (url: string) => ({ type: 'preflight', url });

const log: DevtoolsEvent[] = [
  ...request('doc', `${page}/cart`, 'Document', { type: 'other' }, 6000),
  ...request('entry', `${page}/assets/index-a.js`, 'Script', { type: 'parser', url: `${page}/cart` }, 120_000),
  ...request('chunk', `${page}/assets/page-cart-b.js`, 'Script', script),
  ...request('sheet', `${page}/assets/page-cart-c.css`, 'Stylesheet', script),
  ...request('config', `${page}/config.json`, 'Fetch', script),
  ...request('pre-cart', `${provider}/cart/`, 'Other', preflight(`${provider}/cart/`), 0, 'OPTIONS'),
  ...request('cart', `${provider}/cart/`, 'XHR', script),
  ...request('pre-user', `${provider}/user-data/`, 'Other', preflight(`${provider}/user-data/`), 0, 'OPTIONS'),
  ...request('user', `${provider}/user-data/`, 'XHR', script),
  ...request('picture', `${provider}/__mock/media/products/1.svg`, 'Image', script),
  ...request('cart-again', `${provider}/cart/`, 'XHR', script),
];

const requestIds = (events: DevtoolsEvent[]) => [
  ...new Set(events.map((event) => event.params?.requestId).filter((id) => id !== undefined)),
];
const sentUrls = (events: DevtoolsEvent[]) =>
  events
    .filter((event) => event.method === 'Network.requestWillBeSent')
    .map((event) => (event.params?.request as { url: string }).url);

describe('page loads edited for Lantern to simulate again', () => {
  it('drops every event of the CORS preflights and nothing else', () => {
    const edited = withoutPreflights(log);
    expect(requestIds(edited)).toEqual([
      'doc',
      'entry',
      'chunk',
      'sheet',
      'config',
      'cart',
      'user',
      'picture',
      'cart-again',
    ]);
    expect(edited).toHaveLength(log.length - 8);
  });

  it('keeps, for the floor, the document, the entry and each provider call once with its preflight', () => {
    expect(requestIds(startUpOnly(log))).toEqual(['doc', 'entry', 'pre-cart', 'cart', 'pre-user', 'user']);
  });

  it("moves the provider's calls to the page's origin, whole origins only", () => {
    const edited = JSON.parse(providerOnPageOrigin(JSON.stringify(withoutPreflights(log)), log)) as DevtoolsEvent[];
    expect(sentUrls(edited)).toEqual([
      `${page}/cart`,
      `${page}/assets/index-a.js`,
      `${page}/assets/page-cart-b.js`,
      `${page}/assets/page-cart-c.css`,
      `${page}/config.json`,
      `${page}/provider/cart/`,
      `${page}/provider/user-data/`,
      `${page}/provider/__mock/media/products/1.svg`,
      `${page}/provider/cart/`,
    ]);
    // The trace names the same URLs (a task handling an answer), and moves with the log.
    const trace = JSON.stringify([{ name: 'XHRLoad', args: { data: { url: `${provider}/cart/` } } }]);
    expect(providerOnPageOrigin(trace, log)).toBe(trace.replace(`${provider}/`, `${page}/provider/`));
  });

  it("scales the entry's bytes on the wire and no other request's", () => {
    const sizes = (events: DevtoolsEvent[]) =>
      events
        .filter((event) => event.method === 'Network.loadingFinished')
        .map((event) => [event.params?.requestId, event.params?.encodedDataLength]);
    const edited = withEntryScaled(log, 0.5);
    expect(sizes(edited)).toEqual(sizes(log).map(([id, bytes]) => [id, id === 'entry' ? 60_000 : bytes]));
    expect(
      log.find((event) => event.params?.requestId === 'entry' && event.method === 'Network.loadingFinished'),
    ).toMatchObject({ params: { encodedDataLength: 120_000 } });
  });

  it('takes the document for the entry where the entry is inline in it', () => {
    const inline = log.filter((event) => event.params?.requestId !== 'entry');
    expect(requestIds(startUpOnly(inline))).toEqual(['doc', 'pre-cart', 'cart', 'pre-user', 'user']);
    const finished = withEntryScaled(inline, 0.5).find(
      (event) => event.params?.requestId === 'doc' && event.method === 'Network.loadingFinished',
    );
    expect(finished).toMatchObject({ params: { encodedDataLength: 3000 } });
  });
});
