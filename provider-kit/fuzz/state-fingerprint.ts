import { operations, type OperationId } from '../../contracts';
import { buildRequest } from '../../contracts/runtime/request-builder';
import { exchange, ExchangeFailure } from '../exchange';

/** The signed-in account's state as the public calls show it; the catalogue is static, so it is not read. */
export const fingerprintCalls = [
  'getUserData',
  'getCart',
  'getProfile',
  'getOrderHistory',
  'getCoinsHistory',
] as const satisfies readonly OperationId[];

export type FingerprintCall = (typeof fingerprintCalls)[number];

/** Each call's answer as `<status> <canonical JSON>`, keys sorted, so equal states compare equal as text. */
export type StateFingerprint = ReadonlyMap<FingerprintCall, string>;

export interface FingerprintRead {
  fingerprint: StateFingerprint;
  /** Calls that could not be read back (no answer, or not a 200): a change there cannot be ruled out. */
  problems: string[];
}

export const callName = (operationId: OperationId): string =>
  `${operations[operationId].method} ${operations[operationId].path}`;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
}

export async function readFingerprint(baseUrl: string, token: string, timeoutMs: number): Promise<FingerprintRead> {
  const fingerprint = new Map<FingerprintCall, string>();
  const problems: string[] = [];
  for (const operationId of fingerprintCalls) {
    try {
      const answer = await exchange(buildRequest(operationId, {}, { baseUrl, token }), timeoutMs);
      if (answer.status !== 200) problems.push(`${callName(operationId)} answered ${answer.status} on reading back`);
      fingerprint.set(operationId, `${answer.status} ${JSON.stringify(canonical(answer.body ?? answer.text))}`);
    } catch (error) {
      if (!(error instanceof ExchangeFailure)) throw error;
      problems.push(`${callName(operationId)} could not be read back: ${error.message}`);
    }
  }
  return { fingerprint, problems };
}

/** Where two texts first differ, with a little context either side: enough to see which field moved. */
function firstDifference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && at < after.length && before[at] === after[at]) at += 1;
  const excerpt = (text: string): string => {
    const start = Math.max(0, at - 30);
    return `${start > 0 ? '…' : ''}${text.slice(start, at + 50)}${at + 50 < text.length ? '…' : ''}`;
  };
  return `was ${excerpt(before)}, now ${excerpt(after)}`;
}

/** One line per call whose answer changed between the two reads; a call missing from either read is not compared. */
export function fingerprintChanges(before: StateFingerprint, after: StateFingerprint): string[] {
  const changes: string[] = [];
  for (const operationId of fingerprintCalls) {
    const was = before.get(operationId);
    const now = after.get(operationId);
    if (was === undefined || now === undefined || was === now) continue;
    changes.push(`${callName(operationId)} changed: ${firstDifference(was, now)}`);
  }
  return changes;
}
