import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointFor } from '../../contracts';
import { createHandlers } from '../handlers';
import type { Scenario } from '../../scenarios/scenario';
import { Simulator } from '../simulator';
import { AnswerMemo, memoisableOperationOf, memoisableOperations } from './answer-memo';
import type { Answer } from './fetch-bridge';

const plain: Scenario = { name: 'plain', description: 'No delay, no rule.' };
const delayed: Scenario = { name: 'delayed', description: 'Every call waits.', settings: { delayMs: 10 } };
const overridden: Scenario = {
  name: 'overridden',
  description: 'The product list fails.',
  rules: [
    { operation: 'listProducts', answers: [{ status: 503, body: { detail: 'Unavailable.', code: 'unavailable' } }] },
  ],
};

const host = 'http://127.0.0.1:9090';

const answer = (text: string, status = 200): Answer => ({
  status,
  statusText: '',
  headers: [['content-type', 'application/json']],
  body: Buffer.from(text),
});

function simulatorWith(scenario: Scenario): Promise<Simulator> {
  return Simulator.create({ scenario, scenarios: [plain, delayed, overridden], products: 8 });
}

/** The slot of a memoisable read, failing the test when the memo bypasses it. */
function slotOf(memo: AnswerMemo, path: string, origin = host) {
  const slot = memo.slot('listProducts', origin, path);
  if (slot === undefined) throw new Error(`${path} was bypassed`);
  return slot;
}

describe('the memoisable operations', () => {
  it('are GET calls without auth in the registry', () => {
    for (const operationId of memoisableOperations) {
      expect(endpointFor(operationId)).toMatchObject({ method: 'GET', auth: 'none' });
    }
  });

  it("are told apart by the handler's method and path", async () => {
    const handlers = createHandlers(await simulatorWith(plain));
    const found = handlers.map(memoisableOperationOf).filter((operationId) => operationId !== undefined);
    expect(found.sort()).toEqual([...memoisableOperations].sort());
    expect(memoisableOperationOf(http.post('*/products/', () => HttpResponse.json({})))).toBeUndefined();
  });
});

/** What the server does with a read's answer from its handler, as often as the read is asked. */
function answeredTimes(memo: AnswerMemo, path: string, text: string, times = 2): void {
  for (let time = 0; time < times; time += 1) memo.put(slotOf(memo, path), answer(text));
}

describe('the answer memo', () => {
  it('misses first, then answers what was put, per Host and per path and query', async () => {
    const memo = new AnswerMemo(await simulatorWith(plain));
    expect(memo.get(slotOf(memo, '/products/?page=1'))).toBeUndefined();
    answeredTimes(memo, '/products/?page=1', 'page 1');
    expect(memo.get(slotOf(memo, '/products/?page=1'))?.body.toString()).toBe('page 1');
    expect(memo.get(slotOf(memo, '/products/?page=2'))).toBeUndefined();
    expect(memo.get(slotOf(memo, '/products/?page=1', 'http://localhost:9090'))).toBeUndefined();
  });

  it('keeps only 200 answers', async () => {
    const memo = new AnswerMemo(await simulatorWith(plain));
    for (const status of [201, 400, 404, 500, 404]) memo.put(slotOf(memo, '/products/'), answer('no', status));
    expect(memo.get(slotOf(memo, '/products/'))).toBeUndefined();
  });

  it('keeps a read asked once only as a key, and its answer from the second time on', async () => {
    const memo = new AnswerMemo(await simulatorWith(plain), 2);
    answeredTimes(memo, '/products/?price_max=100', 'once', 1);
    expect(memo.get(slotOf(memo, '/products/?price_max=100'))).toBeUndefined();
    answeredTimes(memo, '/products/?price_max=100', 'twice', 1);
    expect(memo.get(slotOf(memo, '/products/?price_max=100'))?.body.toString()).toBe('twice');
    // The keys asked once are as bounded as the answers: the oldest is forgotten.
    for (const path of ['/a', '/b', '/c']) answeredTimes(memo, path, path, 1);
    answeredTimes(memo, '/a', 'a again', 1);
    expect(memo.get(slotOf(memo, '/a'))).toBeUndefined();
    answeredTimes(memo, '/c', 'c again', 1);
    expect(memo.get(slotOf(memo, '/c'))?.body.toString()).toBe('c again');
  });

  it('forgets everything at a reset and at a scenario switch', async () => {
    const simulator = await simulatorWith(plain);
    const memo = new AnswerMemo(simulator);
    answeredTimes(memo, '/products/', 'before');

    await simulator.reset();
    expect(memo.get(slotOf(memo, '/products/'))).toBeUndefined();
    answeredTimes(memo, '/products/', 'after the reset');

    await simulator.useScenario('plain');
    expect(memo.get(slotOf(memo, '/products/'))).toBeUndefined();
  });

  it('drops an answer whose read began before a reset', async () => {
    const simulator = await simulatorWith(plain);
    const memo = new AnswerMemo(simulator);
    answeredTimes(memo, '/products/', 'before the reset', 1);
    const early = slotOf(memo, '/products/');
    await simulator.reset();
    answeredTimes(memo, '/products/', 'after the reset', 1);
    memo.put(early, answer('from either seed'));
    expect(memo.get(slotOf(memo, '/products/'))).toBeUndefined();
  });

  it('bypasses every read while the scenario delays calls', async () => {
    const memo = new AnswerMemo(await simulatorWith(delayed));
    expect(memo.slot('listProducts', host, '/products/')).toBeUndefined();
    expect(memo.slot('getHome', host, '/home/')).toBeUndefined();
  });

  it('bypasses only the reads the scenario has rules for', async () => {
    const simulator = await simulatorWith(plain);
    const memo = new AnswerMemo(simulator);
    await simulator.useScenario('overridden');
    expect(memo.slot('listProducts', host, '/products/')).toBeUndefined();
    expect(memo.slot('getHome', host, '/home/')).toBeDefined();
  });

  it('holds at most its capacity, the least recently used out first', async () => {
    const memo = new AnswerMemo(await simulatorWith(plain), 2);
    answeredTimes(memo, '/a', 'a');
    answeredTimes(memo, '/b', 'b');
    expect(memo.get(slotOf(memo, '/a'))).toBeDefined();
    answeredTimes(memo, '/c', 'c');
    expect(memo.get(slotOf(memo, '/b'))).toBeUndefined();
    expect(memo.get(slotOf(memo, '/a'))?.body.toString()).toBe('a');
    expect(memo.get(slotOf(memo, '/c'))?.body.toString()).toBe('c');
  });
});
