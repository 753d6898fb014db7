import type { HttpHandler } from 'msw';
import { operations, type OperationId } from '../../contracts';
import { matchOperation } from '../../contracts/runtime/operation-matcher';
import type { Simulator } from '../simulator';
import type { Answer } from './fetch-bridge';

/**
 * The reads the server may answer from memory. Each is a GET without auth whose answer is a pure
 * function of the request and the seeded catalogue or brand configuration, which no call changes:
 * only a reset or a scenario switch (a new simulator generation) does.
 */
export const memoisableOperations = [
  'getHome',
  'listProducts',
  'listSortedProducts',
  'searchProducts',
  'getConfiguration',
] as const satisfies readonly OperationId[];

export type MemoisableOperation = (typeof memoisableOperations)[number];

/** Where a read's answer is filed: its generation is checked again when the answer arrives. */
export interface MemoSlot {
  key: string;
  generation: number;
}

// A registry change must not let a call that depends on the caller or changes state be memoised.
for (const operationId of memoisableOperations) {
  const { method, auth } = operations[operationId];
  if (method !== 'GET' || auth !== 'none') {
    throw new Error(`${operationId} is ${method} with auth ${auth}: only GET calls without auth are memoisable`);
  }
}

const isMemoisable = (operationId: OperationId | undefined): operationId is MemoisableOperation =>
  memoisableOperations.some((memoisable) => memoisable === operationId);

/** The memoisable operation a handler serves, if any, told by the method and path the registry gives it. */
export function memoisableOperationOf(handler: HttpHandler): MemoisableOperation | undefined {
  const { method, path } = handler.info;
  // Handlers of provider calls match any origin: their path is the registry's behind a '*'.
  const operationId =
    typeof path === 'string' && path.startsWith('*') ? matchOperation(String(method), path.slice(1)) : undefined;
  return isMemoisable(operationId) ? operationId : undefined;
}

/**
 * Answers of memoisable reads, what a CDN in front of an immutable catalogue keeps: keyed by the
 * simulator's generation, the Host (answers hold absolute links) and the whole path and query; only
 * 200s are kept; least recently used out past the capacity. The first two answers of every key come from its handler:
 * a read is kept only when it is asked again, so reads asked once (a filter typed on the way to another) cost no
 * memory. Kept, every answer of a never-repeated read outlived the young generation and left the old one for the
 * garbage collector to clear (docs/decisions/0017-standalone-server-on-node-http.md).
 */
export class AnswerMemo {
  private readonly answers = new Map<string, Answer>();
  /** Keys answered once since they were last kept, oldest first, as bounded as the answers. */
  private readonly askedOnce = new Set<string>();

  constructor(
    private readonly simulator: Simulator,
    private readonly capacity = 1000,
  ) {}

  /**
   * The slot of a read, or undefined when the read must reach its handler every time: a scenario
   * delay or rule makes each answer an event the scenario is there to produce.
   */
  slot(operationId: MemoisableOperation, host: string, pathAndQuery: string): MemoSlot | undefined {
    const { settings, rules, generation } = this.simulator;
    if (settings.delayMs > 0 || rules.covers(operationId)) return undefined;
    return { key: `${generation} ${host} ${pathAndQuery}`, generation };
  }

  get(slot: MemoSlot): Answer | undefined {
    const answer = this.answers.get(slot.key);
    if (answer !== undefined) {
      // Map keeps insertion order: moving a hit to the end keeps the least recently used first.
      this.answers.delete(slot.key);
      this.answers.set(slot.key, answer);
    }
    return answer;
  }

  put(slot: MemoSlot, answer: Answer): void {
    // A reset while the handler ran may have answered from either seed: keep neither.
    if (answer.status !== 200 || slot.generation !== this.simulator.generation) return;
    if (!this.askedOnce.delete(slot.key)) {
      boundedAdd(this.askedOnce, slot.key, this.capacity);
      return;
    }
    this.answers.set(slot.key, answer);
    if (this.answers.size > this.capacity) dropOldest(this.answers);
  }
}

function dropOldest(entries: Map<string, unknown> | Set<string>): void {
  const oldest = entries.keys().next();
  if (oldest.done !== true) entries.delete(oldest.value);
}

function boundedAdd(keys: Set<string>, key: string, capacity: number): void {
  keys.add(key);
  if (keys.size > capacity) dropOldest(keys);
}
