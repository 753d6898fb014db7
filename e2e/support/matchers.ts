import type { MatcherReturnType } from '@playwright/test';

type Order = 'ascending' | 'descending';

/** Matchers the suites add to Playwright's expect; each works in expect.poll, so it retries on page state. */
export const matchers = {
  /** The numbers stand in that order (equal neighbours allowed), e.g. the amounts of a sorted product list. */
  toBeInOrder(received: readonly number[], order: Order): MatcherReturnType {
    const sorted = [...received].sort((a, b) => (order === 'ascending' ? a - b : b - a));
    const pass = received.every((value, index) => value === sorted[index]);
    return {
      name: 'toBeInOrder',
      pass,
      expected: sorted,
      actual: received,
      message: () => `expected ${JSON.stringify(received)} ${pass ? 'not ' : ''}to be in ${order} order`,
    };
  },
};
