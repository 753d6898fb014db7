import { answers } from '../../../contracts';
import { contractViolationBody } from '../../../contracts/runtime/error-bodies';
import { validateRequest } from '../../../contracts/runtime/request-validation';
import { reply, type Stage } from '../provider-call';

/**
 * Every JSON body a request schema allows is under 50 KB even with each character escaped as `\uXXXX` (its longest
 * strings, a 4,096-character refresh token or two 2,048-character URLs, at 12 bytes a character written as a surrogate
 * pair), so a larger one can only be wrong or padded, and each of its wrong values is an issue to build: 2.9 MB of small
 * objects held the event loop for 11 to 16 s. Refused whole, unparsed (docs/decisions/0020-simulator-bounded-for-a-qa-day.md).
 */
export const maxJsonBodyBytes = 64 * 1024;

/**
 * A request that breaks its contract answers 400, and one whose body is in a media type its contract does not name
 * 415, both in the error shape the call documents for 400; either changes nothing.
 */
export const requestValidation: Stage = {
  name: 'request validation',
  async run(call, next) {
    const check = await validateRequest(call.operationId, call.request, { maxBodyBytes: maxJsonBodyBytes });
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
