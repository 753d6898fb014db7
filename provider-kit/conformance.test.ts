import { describe, expect, it } from 'vitest';
import { answerViolations } from './conformance';

const empty = { contentType: null, text: '', body: undefined };

describe('an answer held to its contract', () => {
  it('passes a 204 without a body, as DELETE /cart/ documents it', () => {
    expect(answerViolations('removeCartItem', { status: 204, ...empty })).toEqual([]);
  });

  it('names a status the call does not list, even when its body fits the default error', () => {
    const body = { detail: 'Down.', message: 'Down.', code: 'unavailable' };
    const text = JSON.stringify(body);
    expect(answerViolations('getCart', { status: 418, contentType: 'application/json', text, body })).toEqual([
      { check: 'status', message: '418 is not a status getCart documents' },
    ]);
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
