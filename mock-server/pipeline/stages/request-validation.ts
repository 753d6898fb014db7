import { answers } from '../../../contracts';
import { contractViolationBody } from '../../../contracts/runtime/error-bodies';
import { validateRequest } from '../../../contracts/runtime/request-validation';
import { reply, type Stage } from '../provider-call';

/**
 * A request that breaks its contract answers 400, and one whose body is in a media type its contract does not name
 * 415, both in the error shape the call documents for 400; either changes nothing.
 */
export const requestValidation: Stage = {
  name: 'request validation',
  async run(call, next) {
    const check = await validateRequest(call.operationId, call.request);
    if (!check.ok) {
      call.requestIssues = check.issues;
      return reply(
        check.status,
        contractViolationBody(answers[call.operationId][400]?.schema, check.issues, check.status),
      );
    }
    call.parts = check.parts;
    return next();
  },
};
