import { describe, expect, it } from 'vitest';
import { operations } from '../../contracts';
import { matchOperation } from '../../contracts/runtime/operation-matcher';
import { Simulator } from '../simulator';
import { defaultTestScenario } from '../testing/harness';
import { createHandlers } from '.';

describe('the handlers', () => {
  it('serve every provider call of the registry, each exactly once', async () => {
    const handlers = createHandlers(await Simulator.create({ scenario: defaultTestScenario, products: 1 }));
    const served = handlers.flatMap(({ info: { method, path } }) => {
      // A provider call's handler matches any origin: the registry's path behind a '*'.
      const operationId =
        typeof path === 'string' && path.startsWith('*') ? matchOperation(String(method), path.slice(1)) : undefined;
      return operationId === undefined ? [] : [operationId];
    });
    expect(served.sort()).toEqual(Object.keys(operations).sort());
  });
});
