import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { corsHeaders, preflightHeaders } from './cors';
import { decodedBody, forwardedRequestHeaders, passedAnswerHeaders } from './forwarding';

const storefront = 'http://localhost:5173';

describe('forwardedRequestHeaders', () => {
  it("keeps the client's headers in order, drops the connection's own and addresses the host", () => {
    const raw = [
      'Host',
      '127.0.0.1:9191',
      'Connection',
      'keep-alive, X-Hop',
      'X-Hop',
      '1',
      'Authorization',
      'Bearer t',
    ];
    raw.push('Keep-Alive', 'timeout=5', 'Content-Type', 'application/json');

    expect(forwardedRequestHeaders(raw, 'provider.example.com')).toEqual([
      'Host',
      'provider.example.com',
      'Authorization',
      'Bearer t',
      'Content-Type',
      'application/json',
    ]);
  });
});

describe('passedAnswerHeaders', () => {
  it("replaces the host's CORS with the proxy's and keeps every other header, repeated ones too", () => {
    const raw = ['Content-Type', 'application/json', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2'];
    raw.push('Access-Control-Allow-Origin', '*', 'Content-Length', '2');

    expect(passedAnswerHeaders(raw, corsHeaders(storefront, [storefront]), 2)).toEqual([
      'Content-Type',
      'application/json',
      'Set-Cookie',
      'a=1',
      'Set-Cookie',
      'b=2',
      'Content-Length',
      '2',
      'access-control-allow-origin',
      storefront,
      'access-control-allow-credentials',
      'true',
      'access-control-expose-headers',
      'Retry-After',
      'Vary',
      'Origin',
    ]);
  });

  it('states the length of a body the host sent in chunks, and none for an answer without a body', () => {
    const chunked = ['Transfer-Encoding', 'chunked', 'Vary', 'Accept-Encoding, Origin'];

    expect(passedAnswerHeaders(chunked, {}, 12)).toEqual(['Vary', 'Accept-Encoding, Origin', 'Content-Length', '12']);
    expect(passedAnswerHeaders(['Transfer-Encoding', 'chunked'], {}, undefined)).toEqual([]);
  });
});

describe('corsHeaders and preflightHeaders', () => {
  it('admit only the storefront origins', () => {
    expect(corsHeaders('https://elsewhere.example', [storefront])).toEqual({});
    expect(corsHeaders(undefined, [storefront])).toEqual({});
    expect(preflightHeaders({ origin: 'https://elsewhere.example' }, [storefront])).toEqual({ vary: 'Origin' });
    expect(
      preflightHeaders({ origin: storefront, 'access-control-request-headers': 'authorization' }, [storefront]),
    ).toMatchObject({ 'access-control-allow-origin': storefront, 'access-control-allow-headers': 'authorization' });
  });
});

describe('decodedBody', () => {
  it('reads a compressed body for checking, and leaves any other as it is', () => {
    const body = Buffer.from('{"ok":true}');

    expect(decodedBody(gzipSync(body), 'gzip').equals(body)).toBe(true);
    expect(decodedBody(body, undefined)).toBe(body);
  });
});
