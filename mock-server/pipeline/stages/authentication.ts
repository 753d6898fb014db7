import { operations } from '../../../contracts';
import { genericError } from '../../../contracts/runtime/error-bodies';
import { accessTokenHolder } from '../../domain/sessions';
import { reply, type Stage } from '../provider-call';

const bearerPattern = /^Bearer\s+(\S+)$/i;

/**
 * Bearer calls answer 401 without a valid access token. It comes before request validation, so an anonymous caller
 * learns nothing of a call's contract.
 */
export const authentication: Stage = {
  name: 'authentication',
  async run(call, next) {
    if (operations[call.operationId].auth !== 'bearer') return next();
    const token = bearerPattern.exec(call.request.headers.get('authorization') ?? '')?.[1];
    if (token === undefined) {
      return reply(401, genericError('Authentication credentials were not provided.', 'not_authenticated'));
    }
    const holder = accessTokenHolder(call.simulator, token);
    if (!holder.ok) return reply(401, genericError(holder.detail, holder.code));
    call.user = holder.user;
    return next();
  },
};
