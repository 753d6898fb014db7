import { describe, expect, it } from 'vitest';
import { corsAnswerViolations, needsPreflight, nonSimpleHeaders, preflightViolations } from './cors';

const origin = 'http://localhost:5173';
const headers = (fields: Record<string, string>): Headers => new Headers(fields);

describe('which requests a browser preflights', () => {
  it('preflights a bearer token, a JSON body and the methods beyond GET and POST', () => {
    expect(needsPreflight({ method: 'GET', headers: { accept: 'application/json' } })).toBe(false);
    expect(needsPreflight({ method: 'GET', headers: { authorization: 'Bearer x' } })).toBe(true);
    expect(needsPreflight({ method: 'POST', headers: { 'content-type': 'application/json' } })).toBe(true);
    expect(needsPreflight({ method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' } })).toBe(false);
    expect(needsPreflight({ method: 'DELETE', headers: {} })).toBe(true);
  });

  it('names the headers a preflight asks for, lower case and sorted', () => {
    expect(
      nonSimpleHeaders({ headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json', accept: '*/*' } }),
    ).toEqual(['authorization', 'content-type']);
  });
});

describe('an answer the storefront may read', () => {
  it('passes the origin itself with credentials', () => {
    const answer = headers({ 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' });
    expect(corsAnswerViolations(answer, origin, 'include')).toEqual([]);
  });

  it('names a missing origin, a wildcard with cookies and missing credentials', () => {
    expect(corsAnswerViolations(headers({}), origin, 'include').map((v) => v.message)).toEqual([
      `the answer has no Access-Control-Allow-Origin for ${origin}`,
      'the answer lacks Access-Control-Allow-Credentials: true',
    ]);
    const wildcard = corsAnswerViolations(
      headers({ 'access-control-allow-origin': '*', 'access-control-allow-credentials': 'true' }),
      origin,
      'include',
    );
    expect(wildcard).toEqual([
      {
        check: 'cors',
        message: 'the answer allows origin "*", not http://localhost:5173 (a wildcard is refused with credentials)',
      },
    ]);
  });

  it('accepts a wildcard for a call made without cookies', () => {
    expect(corsAnswerViolations(headers({ 'access-control-allow-origin': '*' }), origin, 'omit')).toEqual([]);
  });
});

describe('a preflight', () => {
  const allowing = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET,POST,PATCH',
    'access-control-allow-headers': 'Authorization,Content-Type',
  };

  it('passes when it allows the method and headers', () => {
    const answer = { status: 204, headers: headers(allowing) };
    expect(preflightViolations(answer, origin, 'include', 'PATCH', ['authorization', 'content-type'])).toEqual([]);
  });

  it('names a refused status, method and header', () => {
    const answer = { status: 404, headers: headers({ ...allowing, 'access-control-allow-headers': 'Content-Type' }) };
    expect(preflightViolations(answer, origin, 'include', 'DELETE', ['authorization']).map((v) => v.message)).toEqual([
      'the preflight answered 404, not a 2xx status',
      'the preflight does not allow the method DELETE',
      'the preflight does not allow the header(s) authorization',
    ]);
  });
});
