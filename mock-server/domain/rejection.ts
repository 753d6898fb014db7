import type { ErrorGeneric } from '../../contracts';
import { genericError } from '../../contracts/runtime/error-bodies';

/** Why the provider refuses a change, with the status and error body its contract documents for it. */
export interface Rejection<Status extends number> {
  status: Status;
  body: ErrorGeneric;
}

export const reject = <Status extends number>(status: Status, detail: string, code: string): Rejection<Status> => ({
  status,
  body: genericError(detail, code),
});
