/** A violation as the validating proxy reports it (provider-kit/proxy/violation-log.ts), as far as the overlay shows it. */
export interface ShownViolation {
  id: number;
  /** ISO 8601. */
  at: string;
  /** 'answer': the provider broke the contract; 'request': the storefront did. */
  side: 'request' | 'answer';
  /** e.g. "GET /cart/". */
  call: string;
  operationId?: string;
  status?: number;
  check: string;
  /** A JSON Pointer; '' is the whole body. */
  pointer?: string;
  message: string;
}

export interface ViolationsPage {
  /** Every violation the proxy's run has seen: fewer than the overlay knows means the proxy started again. */
  total: number;
  violations: ShownViolation[];
}

export interface ViolationsSource {
  proxyUrl: string;
  /** The violations newer than the id `since`, oldest first. */
  read(since: number): Promise<ViolationsPage>;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const optional = (value: unknown, type: 'string' | 'number'): boolean => value === undefined || typeof value === type;

/** The proxy's texts are shown as plain text; an entry of another shape is left out rather than trusted. */
function shownViolation(entry: unknown): ShownViolation | undefined {
  if (!isObject(entry)) return undefined;
  const { id, at, side, call, operationId, status, check, pointer, message } = entry;
  if (typeof id !== 'number' || typeof at !== 'string' || (side !== 'request' && side !== 'answer')) return undefined;
  if (typeof call !== 'string' || typeof check !== 'string' || typeof message !== 'string') return undefined;
  if (!optional(operationId, 'string') || !optional(status, 'number') || !optional(pointer, 'string')) return undefined;
  return {
    id,
    at,
    side,
    call,
    check,
    message,
    ...(operationId === undefined ? {} : { operationId: operationId as string }),
    ...(status === undefined ? {} : { status: status as number }),
    ...(pointer === undefined ? {} : { pointer: pointer as string }),
  };
}

/** Reads GET /__proxy/violations on the proxy with plain fetch: it is no provider call. */
export function createViolationsSource(proxyUrl: string): ViolationsSource {
  const base = proxyUrl.replace(/\/+$/, '');
  return {
    proxyUrl: base,
    async read(since) {
      const response = await fetch(`${base}/__proxy/violations?since=${since}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`the proxy answered ${response.status}`);
      const body: unknown = await response.json();
      if (!isObject(body) || typeof body.total !== 'number' || !Array.isArray(body.violations)) {
        throw new Error('the proxy answered something other than its list of violations');
      }
      const violations = body.violations.map(shownViolation).filter((entry) => entry !== undefined);
      return { total: body.total, violations };
    },
  };
}
