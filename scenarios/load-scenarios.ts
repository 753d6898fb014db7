import { readdirSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, relative } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { validators, type ScenarioFile, type ValidationIssue } from '../contracts';
import { checkAnswer } from '../contracts/runtime/answer-check';
import { toIssues } from '../contracts/runtime/error-bodies';
import scenarioSchema from '../contracts/scenario.schema.json' with { type: 'json' };
import type { Scenario } from './scenario';

const scenarioSuffix = '.json';
const namePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The scenario every list starts with, and the simulator with it. */
export const defaultScenarioName = 'default';

/** One or more scenario files that cannot be played; the message names each file, JSON Pointer and reason. */
export class ScenarioFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Scenario files that cannot be loaded:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
}

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
const validateScenarioFile = ajv.compile<ScenarioFile>(scenarioSchema);

/** An answer's branch by the key that decides it, so that a broken answer is described by the branch meant. */
function answerBranch(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) return 'reply';
  if ('fault' in answer) return 'faultAnswer';
  return 'normal' in answer ? 'normalAnswer' : 'reply';
}

/**
 * ajv reports every branch of an answer's oneOf; only the one the author meant says anything useful, so the others'
 * errors (and the oneOf summary itself) are left out.
 */
function meantErrors(errors: readonly ErrorObject[], data: unknown): ErrorObject[] {
  const valueAt = (pointer: string): unknown =>
    pointer
      .split('/')
      .slice(1)
      .reduce<unknown>(
        (value, token) =>
          typeof value === 'object' && value !== null
            ? (value as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')]
            : undefined,
        data,
      );
  const answerPath = /^\/rules\/\d+\/answers\/\d+$/;
  return errors.filter((error) => {
    if (error.keyword === 'oneOf' && answerPath.test(error.instancePath)) return false;
    const branch = /^#\/\$defs\/(reply|faultAnswer|normalAnswer)\//.exec(error.schemaPath)?.[1];
    const answer = /^\/rules\/\d+\/answers\/\d+/.exec(error.instancePath)?.[0];
    return branch === undefined || answer === undefined || answerBranch(valueAt(answer)) === branch;
  });
}

function explain(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return 'is not allowed here (see contracts/scenario.schema.json)';
  const { allowedValues } = error.params as { allowedValues?: unknown[] };
  const allowed =
    allowedValues === undefined ? '' : ` (${allowedValues.map((value) => JSON.stringify(value)).join(', ')})`;
  return `${error.message ?? error.keyword}${allowed}`;
}

const at = (pointer: string, issue: ValidationIssue): string => `${pointer}${issue.field}: ${issue.message}`;

/** What the schema cannot say: rule bodies and the seed's company part must fit the provider's contracts. */
function contractProblems(file: ScenarioFile): string[] {
  const problems: string[] = [];
  const company = file.seed?.company;
  if (company !== undefined && company !== null && !validators['company-profile'](company)) {
    problems.push(
      ...toIssues('body', validators['company-profile'].errors ?? []).map((issue) => at('/seed/company', issue)),
    );
  }
  file.rules?.forEach((rule, ruleIndex) =>
    rule.answers.forEach((answer, answerIndex) => {
      if (!('status' in answer) || 'fault' in answer || answer.breaksContract === true) return;
      const check = checkAnswer(rule.operation, answer.status, answer.body);
      if (check.ok) return;
      const pointer = `/rules/${ruleIndex}/answers/${answerIndex}/body`;
      if (check.issues.length === 0) problems.push(`${pointer}: ${check.summary}`);
      for (const issue of check.issues) problems.push(`${at(pointer, issue)} (${check.summary.split(':', 1)[0]})`);
      if (check.issues.length > 0) problems.push(`${pointer}: set "breaksContract": true if that is the point`);
    }),
  );
  return problems;
}

/** Reads one scenario file: the scenario, or each problem as "file: /pointer: reason". */
export function parseScenarioFile(text: string, file: string): { scenario: Scenario } | { problems: string[] } {
  const name = basename(file, scenarioSuffix);
  const problems: string[] = [];
  if (!namePattern.test(name)) problems.push(`${file}: the file name must be kebab-case (the scenario's name)`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [...problems, `${file}: not JSON: ${(error as Error).message}`] };
  }
  if (!validateScenarioFile(data)) {
    const errors = meantErrors(validateScenarioFile.errors ?? [], data);
    toIssues('body', errors).forEach(({ field }, index) => {
      const error = errors[index];
      if (error !== undefined) problems.push(`${file}: ${field === '' ? '/' : field}: ${explain(error)}`);
    });
    return { problems };
  }
  problems.push(...contractProblems(data).map((problem) => `${file}: ${problem}`));
  if (problems.length > 0) return { problems };
  // Built field by field, so the editors' $schema hint stays in the file.
  const { description, seed, settings, clock, rules } = data;
  return { scenario: { name, file, description, seed: seed as Scenario['seed'], settings, clock, rules } };
}

/** The folder a command was typed in: npm runs every script from the project's root, and names that folder. */
export const commandFolder = (): string => process.env.INIT_CWD ?? process.cwd();

/** A path as the person who typed the command knows it: relative to their folder when inside it, else absolute. */
const shownPath = (path: string): string => {
  const shown = relative(commandFolder(), path);
  return shown === '' || shown.startsWith('..') || isAbsolute(shown) ? path : shown;
};

const fileSystemReasons: Record<string, string> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'not a folder',
  EISDIR: 'a folder, not a file',
  EACCES: 'not readable (permission denied)',
};

/** What `read` returns, or undefined with the reason it failed added to the problems (a folder or file given wrong). */
function readOrProblem<T>(read: () => T, shown: string, problems: string[]): T | undefined {
  try {
    return read();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    problems.push(`${shown}: ${fileSystemReasons[code] ?? (error as Error).message}`);
    return undefined;
  }
}

/**
 * Every scenario file in the folders, the default scenario first and the rest by name. All or nothing: any broken file,
 * or a name found twice, throws a ScenarioFileError listing every problem.
 */
export function loadScenarios(folders: readonly string[]): Scenario[] {
  const problems: string[] = [];
  const loaded = new Map<string, Scenario>();
  for (const folder of folders) {
    const entries = readOrProblem(() => readdirSync(folder), shownPath(folder), problems);
    const files = (entries ?? []).filter((entry) => entry.endsWith(scenarioSuffix)).sort();
    for (const entry of files) {
      const path = join(folder, entry);
      const file = shownPath(path);
      const text = readOrProblem(() => readFileSync(path, 'utf8'), file, problems);
      if (text === undefined) continue;
      const parsed = parseScenarioFile(text, file);
      if ('problems' in parsed) {
        problems.push(...parsed.problems);
        continue;
      }
      const earlier = loaded.get(parsed.scenario.name);
      if (earlier !== undefined) {
        problems.push(
          `${file}: the scenario "${parsed.scenario.name}" is already defined by ${earlier.file ?? 'another file'}`,
        );
        continue;
      }
      loaded.set(parsed.scenario.name, parsed.scenario);
    }
  }
  if (problems.length > 0) throw new ScenarioFileError(problems);
  const scenarios = [...loaded.values()];
  return [
    ...scenarios.filter((scenario) => scenario.name === defaultScenarioName),
    ...scenarios.filter((scenario) => scenario.name !== defaultScenarioName),
  ];
}
