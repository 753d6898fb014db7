import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../contracts';
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
    const unserved = (Object.keys(operations) as OperationId[]).filter((operationId) => !served.includes(operationId));
    const twice = served.filter((operationId, index) => served.indexOf(operationId) !== index);
    expect(
      { unserved, twice },
      "each call needs one endpoint(simulator, '<operationId>', resolver) in a mock-server/handlers/ file whose " +
        'handlers createHandlers (handlers/index.ts) gathers',
    ).toEqual({ unserved: [], twice: [] });
  });
});
