import type { Budget } from './suite-cases';

/** One load's figures: medians over the rounds. */
export interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers that were not 2xx, and requests that got no answer: a load with either measured the wrong thing. */
  failed: number;
}

export interface CaseResult {
  name: string;
  note: string;
  budget: Budget;
  simulator: Measured;
  /** The same case against the other server (--against), in the same run. */
  other?: Measured;
}

const rate = (value: number): string => Math.round(value).toLocaleString('en-IN');

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each way the simulator's figures miss the case's budget; empty when every budget holds. */
export function misses({ budget, simulator, other }: CaseResult): string[] {
  const missed: string[] = [];
  if (simulator.failed > 0) missed.push(`${rate(simulator.failed)} answers failed`);
  if ('minRequestsPerSecond' in budget) {
    if (simulator.requestsPerSecond < budget.minRequestsPerSecond) {
      missed.push(`${rate(simulator.requestsPerSecond)} req/s < ${rate(budget.minRequestsPerSecond)}`);
    }
    return missed;
  }
  if (simulator.p99Ms > budget.maxP99Ms) missed.push(`p99 ${simulator.p99Ms} ms > ${budget.maxP99Ms} ms`);
  if (other !== undefined && simulator.requestsPerSecond < budget.minRatio * other.requestsPerSecond) {
    missed.push(`${(simulator.requestsPerSecond / other.requestsPerSecond).toFixed(2)}× < ${budget.minRatio}×`);
  }
  return missed;
}

const budgetText = (budget: Budget): string =>
  'minRequestsPerSecond' in budget
    ? `>= ${rate(budget.minRequestsPerSecond)} req/s`
    : `p99 <= ${budget.maxP99Ms} ms, >= ${budget.minRatio}×`;

/** The suite as one Markdown table (it goes into docs/benchmarks.md as printed). */
export function suiteTable(results: readonly CaseResult[], otherName?: string): string {
  const compared = otherName !== undefined;
  const head = ['call', 'what it measures', 'simulator req/s', 'p99'];
  if (compared) head.push(`${otherName} req/s`, `${otherName} p99`, 'ratio');
  head.push('budget', 'verdict');
  const rows = results.map((result) => {
    const { simulator, other } = result;
    const row = [result.name, result.note, rate(simulator.requestsPerSecond), `${simulator.p99Ms} ms`];
    if (compared) {
      row.push(
        other === undefined
          ? '-'
          : `${rate(other.requestsPerSecond)}${other.failed > 0 ? ` (${rate(other.failed)} failed)` : ''}`,
        other === undefined ? '-' : `${other.p99Ms} ms`,
        other === undefined ? '-' : `${(simulator.requestsPerSecond / other.requestsPerSecond).toFixed(1)}×`,
      );
    }
    const missed = misses(result);
    row.push(budgetText(result.budget), missed.length === 0 ? 'met' : `MISSED: ${missed.join('; ')}`);
    return row;
  });
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
