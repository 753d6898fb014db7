import type { OperationId } from '../contracts';
import type { ScenarioAnswer, ScenarioMatch, ScenarioRule } from '../scenarios/scenario';

/** What a rule's `when` is held against: the query as sent and the top-level fields of the body, if it has any. */
export interface CallFacts {
  query: URLSearchParams;
  /** Read only when a rule of the call matches on the body. */
  body: () => Promise<Record<string, unknown> | undefined>;
}

/** The answer a rule gives a call, and where in the rule's sequence the call fell (for the journal). */
export interface RuleAnswer {
  answer: ScenarioAnswer;
  /** 1-based: the rule's place in the scenario, the answer's in the rule, the call's among those the answer serves. */
  rule: number;
  step: number;
  call: number;
  /** Whether the rule is a sequence (more than one answer, or one that serves a number of calls). */
  sequence: boolean;
}

async function matches(when: ScenarioMatch | undefined, facts: CallFacts): Promise<boolean> {
  if (when === undefined) return true;
  for (const [name, value] of Object.entries(when.query ?? {})) {
    if (facts.query.get(name) !== value) return false;
  }
  if (when.body === undefined) return true;
  const body = await facts.body();
  if (body === undefined) return false;
  // Form fields arrive as strings, so a number or boolean in the rule also matches its text.
  return Object.entries(when.body).every(([name, value]) => body[name] === value || body[name] === String(value));
}

/**
 * The active scenario's rules and how many calls each has served since the last reset: a rule answers the calls it
 * matches with its answers in turn, each for `times` calls (the last one without `times` for every call after), and
 * stands aside once all are used up.
 */
export class RuleBook {
  private readonly served: number[];

  /** `served` resumes the counts a snapshot kept; it must hold one count per rule. */
  constructor(
    private readonly rules: readonly ScenarioRule[],
    served: readonly number[] = rules.map(() => 0),
  ) {
    if (served.length !== rules.length) {
      throw new RangeError(`${served.length} served counts cannot resume a scenario of ${rules.length} rules`);
    }
    this.served = [...served];
  }

  /** How many calls each rule has served, in the rules' order. */
  servedCounts(): number[] {
    return [...this.served];
  }

  /** Whether any rule may answer this operation (a call no rule names never has its body read). */
  covers(operationId: OperationId): boolean {
    return this.rules.some((rule) => rule.operation === operationId);
  }

  /** The answer of the first rule that matches the call and is not used up, counting the call against it. */
  async answer(operationId: OperationId, facts: CallFacts): Promise<RuleAnswer | undefined> {
    for (const [index, rule] of this.rules.entries()) {
      if (rule.operation !== operationId || !(await matches(rule.when, facts))) continue;
      const served = this.served[index] ?? 0;
      const found = RuleBook.stepAt(rule.answers, served);
      if (found === undefined) continue;
      this.served[index] = served + 1;
      const sequence = rule.answers.length > 1 || rule.answers[0]?.times !== undefined;
      return { answer: found.answer, rule: index + 1, step: found.step, call: found.call, sequence };
    }
    return undefined;
  }

  private static stepAt(
    answers: readonly ScenarioAnswer[],
    served: number,
  ): { answer: ScenarioAnswer; step: number; call: number } | undefined {
    let before = 0;
    for (const [index, answer] of answers.entries()) {
      if (answer.times === undefined || served < before + answer.times) {
        return { answer, step: index + 1, call: served - before + 1 };
      }
      before += answer.times;
    }
    return undefined;
  }
}
