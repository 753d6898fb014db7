import { describe, expect, it } from 'vitest';
import { answerViolations } from './conformance';

const empty = { contentType: null, text: '', body: undefined };

describe('an answer held to its contract', () => {
  it('passes a 204 without a body, as DELETE /cart/ documents it', () => {
    expect(answerViolations('removeCartItem', { status: 204, ...empty })).toEqual([]);
  });

  it('holds a failure the call does not list to its default answer, as the registry documents it', () => {
    const body = { detail: 'Down.', message: 'Down.', code: 'unavailable' };
    const text = JSON.stringify(body);
    for (const status of [503, 415, 413, 418]) {
      expect(answerViolations('getCart', { status, contentType: 'application/json', text, body })).toEqual([]);
    }
    const html = '<h1>Bad gateway</h1>';
    expect(answerViolations('getCart', { status: 502, contentType: 'application/json', text: '{}', body: {} })).toEqual(
      [
        { check: 'body', pointer: '/detail', message: "/detail must have required property 'detail'" },
        { check: 'body', pointer: '/message', message: "/message must have required property 'message'" },
        { check: 'body', pointer: '', message: 'the body must match a schema in anyOf' },
      ],
    );
    expect(
      answerViolations('getCart', {
        status: 502,
        contentType: 'text/html',
        text: html,
        body: undefined,
        parseError: 'Unexpected token <',
      }),
    ).toEqual([
      { check: 'content-type', message: 'content type is text/html, not JSON' },
      { check: 'body', message: 'the body is not JSON: Unexpected token <' },
    ]);
  });

  it('names a success or a redirect the call does not list', () => {
    const text = '{"cart_items": []}';
    for (const status of [201, 302]) {
      expect(
        answerViolations('getCart', { status, contentType: 'application/json', text, body: JSON.parse(text) }),
      ).toContainEqual({
        check: 'status',
        message: `${status} is not a status getCart documents`,
      });
    }
  });

  it('names a body the status documents but the answer lacks, a content type that is not JSON and each schema break', () => {
    expect(answerViolations('getCart', { status: 200, ...empty })).toEqual([
      { check: 'body', message: '200 came without the body its contract documents' },
    ]);
    const text = '{"cart_items": []}';
    expect(
      answerViolations('getCart', { status: 200, contentType: 'text/html', text, body: JSON.parse(text) }),
    ).toEqual([
      { check: 'content-type', message: 'content type is text/html, not JSON' },
      { check: 'body', pointer: '', message: 'the body must be array' },
    ]);
  });

  it('names a body that is not JSON at all', () => {
    const answer = {
      status: 200,
      contentType: 'application/json',
      text: '{"cut',
      body: undefined,
      parseError: 'Unterminated string',
    };
    expect(answerViolations('getHome', answer)).toEqual([
      { check: 'body', message: 'the body is not JSON: Unterminated string' },
    ]);
  });
});
