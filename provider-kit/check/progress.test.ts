import { describe, expect, it } from 'vitest';
import type { CallCheck } from '../verdict';
import { createProgress } from './progress';

const row = (failing: boolean): CallCheck => ({
  suite: 'calls',
  call: 'GET /home/',
  name: 'anonymous',
  checks: 5,
  violations: failing ? [{ check: 'status', message: 'x' }] : [],
  durationMs: 1,
});

describe('the progress line', () => {
  it('writes a counter line every ten rows into a log', () => {
    const written: string[] = [];
    const progress = createProgress({ isTTY: false, write: (text) => written.push(text) });
    for (let index = 0; index < 21; index += 1) progress.row(row(index === 3));
    progress.fuzz(5, 7);
    progress.fuzz(7, 7);
    progress.done();
    expect(written).toEqual([
      'checked 10 calls (1 failing): GET /home/ anonymous\n',
      'checked 20 calls (1 failing): GET /home/ anonymous\n',
      'fuzzing: 7/7 requests\n',
    ]);
  });

  it('rewrites one line on a terminal and clears it at the end', () => {
    const written: string[] = [];
    const progress = createProgress({ isTTY: true, write: (text) => written.push(text) });
    progress.row(row(false));
    progress.done();
    expect(written).toEqual(['\r\u001B[2Kchecked 1 calls (0 failing): GET /home/ anonymous', '\r\u001B[2K']);
  });
});
