import { answers } from '../../../contracts';
import { contractViolationBody } from '../../../contracts/runtime/error-bodies';
import { validateRequest } from '../../../contracts/runtime/request-validation';
import { reply, type Stage } from '../provider-call';

/** A request that breaks its contract answers 400 in the error shape the call documents, and changes nothing. */
export const requestValidation: Stage = {
  name: 'request validation',
  async run(call, next) {
    const check = await validateRequest(call.operationId, call.request);
    if (!check.ok) {
      call.requestIssues = check.issues;
      return reply(400, contractViolationBody(answers[call.operationId][400]?.schema, check.issues));
    }
    call.parts = check.parts;
    return next();
  },
};
