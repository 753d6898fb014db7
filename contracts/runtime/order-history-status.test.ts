import { describe, expect, it } from 'vitest';
import { orderHistoryStatus, orderStatusTone } from './order-history-status';

describe('order history status', () => {
  it('names every payment state, and colours only Completed and Pending', () => {
    expect(Object.values(orderHistoryStatus).map(orderStatusTone)).toEqual(['pending', 'completed', 'other', 'other']);
  });

  it('reads any other text, or a near miss in case, as neither', () => {
    expect(['Refunded', 'completed', 'PENDING', ''].map(orderStatusTone)).toEqual(['other', 'other', 'other', 'other']);
  });
});
