import { describe, expect, it } from 'vitest';
import type { ErrorGeneric } from '../../contracts';
import { genericError } from '../../contracts/runtime/error-bodies';
import { defaultTestScenario } from '../testing/harness';
import { Simulator } from '../simulator';
import { holdToContract } from './refusals';

const simulator = (validateResponses: boolean) =>
  Simulator.create({ scenario: defaultTestScenario, products: 1, validateResponses });

describe("the transport's own refusals", () => {
  it('are held to the contract of the call their method and path name', async () => {
    const checked = await simulator(true);
    holdToContract(
      checked,
      { status: 413, body: genericError('Too large.', 'payload_too_large') },
      {
        method: 'POST',
        path: '/user/login/',
      },
    );
    expect(checked.contractViolations).toEqual([]);
    // Login documents its 500 as an ErrorLogin, which a generic body is not.
    holdToContract(
      checked,
      { status: 500, body: genericError('Failed.', 'internal_error') },
      {
        method: 'POST',
        path: '/user/login',
      },
    );
    expect(checked.contractViolations).toEqual([expect.stringContaining('login answered 500 breaking error-login')]);
  });

  it('are held to the generic error body on any other path, or when Node could not read the request', async () => {
    const checked = await simulator(true);
    const broken = { code: 'Not A Code' } as ErrorGeneric;
    holdToContract(checked, { status: 404, body: broken }, { method: 'GET', path: '/no/such/call/' });
    holdToContract(checked, { status: 400, body: broken });
    expect(checked.contractViolations).toEqual([
      expect.stringMatching(/^the transport answered GET \/no\/such\/call\/ with 404 breaking error-generic: /),
      expect.stringMatching(/^the transport answered an unreadable request with 400 breaking error-generic: /),
    ]);

    const unchecked = await simulator(false);
    holdToContract(unchecked, { status: 400, body: broken });
    expect(unchecked.contractViolations).toEqual([]);
  });
});
