import type { ErrorGeneric } from '../../contracts';
import type { UserRecord } from '../db/records';
import type { Simulator } from '../simulator';
import { genericError } from './errors';

export type AuthResult = { ok: true; user: UserRecord } | { ok: false; body: ErrorGeneric };

const bearerPattern = /^Bearer\s+(\S+)$/i;

/** Who a bearer access token belongs to, if it is known and not expired by the simulator's clock. */
export function authenticate(simulator: Simulator, request: Request): AuthResult {
  const match = bearerPattern.exec(request.headers.get('authorization') ?? '');
  if (match === null) {
    return { ok: false, body: genericError('Authentication credentials were not provided.', 'not_authenticated') };
  }
  const token = simulator.db.accessToken.findFirst({ where: { token: { equals: match[1] } } });
  if (token === null) return { ok: false, body: genericError('The access token is not valid.', 'token_invalid') };
  if (token.expiresAt <= simulator.clock.now()) {
    return { ok: false, body: genericError('The access token has expired.', 'token_expired') };
  }
  const user = simulator.db.user.findFirst({ where: { id: { equals: token.userId } } });
  if (user === null) return { ok: false, body: genericError('The access token is not valid.', 'token_invalid') };
  return { ok: true, user };
}
