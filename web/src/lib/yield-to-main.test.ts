import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes on in a later task, after the promises already queued in this one', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('a promise of this task'));
    setTimeout(() => order.push('a timer queued after the yield'), 0);
    await yielded;
    expect(order[0]).toBe('a promise of this task');
    expect(order).toContain('after the yield');
  });

  it("resumes through the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('falls back to a timeout where the scheduler has no yield', async () => {
    vi.stubGlobal('scheduler', { postTask: () => undefined });
    vi.useFakeTimers();
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await yielded;
    expect(resumed).toBe(true);
    vi.useRealTimers();
  });
});
