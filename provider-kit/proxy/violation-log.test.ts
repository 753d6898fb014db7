import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatViolation, ViolationLog, type ObservedViolation } from './violation-log';

const brokenCart: ObservedViolation = {
  side: 'answer',
  method: 'GET',
  path: '/cart/?page=1',
  operationId: 'getCart',
  status: 200,
  check: 'body',
  pointer: '/0/quantity',
  message: '/0/quantity must be integer',
};
const at = new Date('2026-01-02T03:04:05.000Z');

describe('ViolationLog', () => {
  it('numbers and times each violation, names its call without the query and prints one line', () => {
    const lines: string[] = [];
    const log = new ViolationLog({ print: (line) => lines.push(line), now: () => at });

    const recorded = log.record(brokenCart);

    expect(recorded).toEqual({ ...brokenCart, id: 1, at: at.toISOString(), call: 'GET /cart/' });
    expect(lines).toEqual(['✗ GET /cart/ (getCart) 200 answer body: /0/quantity must be integer']);
    expect(formatViolation({ ...recorded, operationId: undefined, status: undefined, side: 'request' })).toBe(
      '✗ GET /cart/ request body: /0/quantity must be integer',
    );
  });

  it('keeps the newest in memory and gives those after an id; the total counts them all', () => {
    const log = new ViolationLog({ capacity: 2, print: () => undefined });
    for (let count = 0; count < 3; count += 1) log.record(brokenCart);

    expect(log.since().map(({ id }) => id)).toEqual([2, 3]);
    expect(log.since(2).map(({ id }) => id)).toEqual([3]);
    expect(log.total).toBe(3);
  });

  it("writes JSON Lines, beginning the run's file afresh", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'violation-log-'));
    try {
      const file = join(folder, 'nested', 'log.jsonl');
      const log = new ViolationLog({ file, print: () => undefined, now: () => at });
      log.record(brokenCart);
      await writeFile(file, 'earlier run\n', { flag: 'a' });
      new ViolationLog({ file, print: () => undefined });
      expect(await readFile(file, 'utf8')).toBe('');

      const again = new ViolationLog({ file, print: () => undefined, now: () => at });
      const recorded = again.record(brokenCart);
      expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(recorded)}\n`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
