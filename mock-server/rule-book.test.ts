import { describe, expect, it } from 'vitest';
import type { ScenarioRule } from '../scenarios/scenario';
import { RuleBook, type CallFacts } from './rule-book';

const facts = (query = '', body?: Record<string, unknown>): CallFacts => ({
  query: new URLSearchParams(query),
  body: () => Promise.resolve(body),
});

async function steps(book: RuleBook, calls: number, call: CallFacts = facts()): Promise<(string | undefined)[]> {
  const answered: (string | undefined)[] = [];
  for (let index = 0; index < calls; index += 1) {
    const found = await book.answer('getPlaceOrderStatus', call);
    answered.push(found === undefined ? undefined : `${found.rule}.${found.step}.${found.call}`);
  }
  return answered;
}

describe('a scenario rule book', () => {
  it('answers with each answer for its number of calls, then behaves normally once all are used up', async () => {
    const book = new RuleBook([
      {
        operation: 'getPlaceOrderStatus',
        answers: [
          { times: 2, status: 500 },
          { times: 1, normal: true },
        ],
      },
    ]);
    expect(await steps(book, 4)).toEqual(['1.1.1', '1.1.2', '1.2.1', undefined]);
  });

  it('keeps answering with a last answer that has no number of calls', async () => {
    const book = new RuleBook([
      { operation: 'getPlaceOrderStatus', answers: [{ times: 1, fault: 'connection-reset' }, { status: 503 }] },
    ]);
    expect(await steps(book, 4)).toEqual(['1.1.1', '1.2.1', '1.2.2', '1.2.3']);
  });

  it('tells a sequence from a single answer, for the journal', async () => {
    const single = new RuleBook([{ operation: 'getPlaceOrderStatus', answers: [{ status: 503 }] }]);
    const counted = new RuleBook([{ operation: 'getPlaceOrderStatus', answers: [{ times: 3, status: 503 }] }]);
    expect((await single.answer('getPlaceOrderStatus', facts()))?.sequence).toBe(false);
    expect((await counted.answer('getPlaceOrderStatus', facts()))?.sequence).toBe(true);
  });

  it('applies a rule only to the calls its query and body values match, a form field matching as text', async () => {
    const rules: ScenarioRule[] = [
      { operation: 'getPlaceOrderStatus', when: { query: { order_id: 'ord_000002' } }, answers: [{ status: 500 }] },
      {
        operation: 'getPlaceOrderStatus',
        when: { body: { email: 'a@b.co', remember: true } },
        answers: [{ status: 409 }],
      },
    ];
    const book = new RuleBook(rules);
    expect(await book.answer('getPlaceOrderStatus', facts('order_id=ord_000001'))).toBeUndefined();
    expect((await book.answer('getPlaceOrderStatus', facts('order_id=ord_000002')))?.rule).toBe(1);
    expect(await book.answer('getPlaceOrderStatus', facts('', { email: 'c@d.co', remember: true }))).toBeUndefined();
    expect((await book.answer('getPlaceOrderStatus', facts('', { email: 'a@b.co', remember: 'true' })))?.rule).toBe(2);
    expect(await book.answer('getPlaceOrderStatus', facts())).toBeUndefined();
  });

  it('reads the body only for a rule that matches on it', async () => {
    let reads = 0;
    const book = new RuleBook([
      { operation: 'getPlaceOrderStatus', when: { query: { a: '1' } }, answers: [{ status: 500 }] },
    ]);
    await book.answer('getPlaceOrderStatus', {
      query: new URLSearchParams('a=1'),
      body: () => {
        reads += 1;
        return Promise.resolve(undefined);
      },
    });
    expect(reads).toBe(0);
  });

  it('passes a call on to the next matching rule once the first is used up, and covers only the calls it names', async () => {
    const book = new RuleBook([
      { operation: 'getPlaceOrderStatus', answers: [{ times: 1, status: 500 }] },
      { operation: 'getPlaceOrderStatus', answers: [{ status: 503 }] },
    ]);
    expect(await steps(book, 3)).toEqual(['1.1.1', '2.1.1', '2.1.2']);
    expect(book.covers('getPlaceOrderStatus')).toBe(true);
    expect(book.covers('login')).toBe(false);
  });
});
