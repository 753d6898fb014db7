import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { operations } from '../contracts';
import { loadScenarios, parseScenarioFile, ScenarioFileError } from './load-scenarios';

const description = 'A scenario written for these tests only.';
/** The allowed values as the refusal quotes them: every call of the registry, in its order. */
const callNames = Object.keys(operations).map((operationId) => JSON.stringify(operationId));
const problemsOf = (data: unknown, file = 'team/x.json'): string[] => {
  const parsed = parseScenarioFile(JSON.stringify(data), file);
  return 'problems' in parsed ? parsed.problems : [];
};
const rule = (answer: unknown, operation = 'login') => ({ description, rules: [{ operation, answers: [answer] }] });

describe('a scenario file', () => {
  it('is a scenario named after its file, with every kind of rule answer', () => {
    const parsed = parseScenarioFile(
      JSON.stringify({
        $schema: '../contracts/scenario.schema.json',
        description,
        seed: { products: 3, profiles: [{ email: 'shopper@example.com', phone: null }] },
        settings: { delayMs: 5 },
        clock: { start: '2026-01-01T00:00:00Z' },
        rules: [
          {
            operation: 'getPlaceOrderStatus',
            when: { query: { order_id: 'ord_000001' } },
            answers: [
              {
                times: 2,
                status: 500,
                body: { detail: 'Down.', code: 'unavailable' },
                headers: { 'Retry-After': '1' },
              },
              { times: 1, fault: 'connection-reset' },
              { times: 1, fault: 'no-answer' },
              { times: 1, fault: 'malformed-json', status: 502 },
              { times: 1, fault: 'wrong-content-type', delayMs: 10 },
              { times: 1, fault: 'no-cors' },
              { normal: true },
            ],
          },
          {
            operation: 'login',
            when: { body: { username: 'a@b.co' } },
            answers: [{ status: 200, body: [], breaksContract: true }],
          },
        ],
      }),
      'team/orders-flaky.json',
    );
    expect(parsed).toEqual({
      scenario: expect.objectContaining({ name: 'orders-flaky', file: 'team/orders-flaky.json', description }),
    });
    if (!('scenario' in parsed)) return;
    expect(parsed.scenario).not.toHaveProperty('$schema');
    expect(parsed.scenario.rules?.[0]?.answers).toHaveLength(7);
  });

  it.each([
    [{}, "team/x.json: /description: must have required property 'description'"],
    [{ description: 'Too short.' }, 'team/x.json: /description: must NOT have fewer than 20 characters'],
    [
      { description, overrides: {} },
      'team/x.json: /overrides: is not allowed here (see contracts/scenario.schema.json)',
    ],
    [{ description, seed: { products: -1 } }, 'team/x.json: /seed/products: must be >= 0'],
    [{ description, settings: { delayMs: 'slow' } }, 'team/x.json: /settings/delayMs: must be integer'],
    [{ description, clock: { start: 'yesterday' } }, 'team/x.json: /clock/start: must match format "date-time"'],
    [
      { description, rules: [{ operation: 'getOrders', answers: [{ status: 500 }] }] },
      `team/x.json: /rules/0/operation: must be equal to one of the allowed values (${callNames.join(', ')})`,
    ],
    [
      { description, rules: [{ operation: 'login', answers: [] }] },
      'team/x.json: /rules/0/answers: must NOT have fewer than 1 items',
    ],
    [
      { description, rules: [{ operation: 'login', when: {}, answers: [{ normal: true }] }] },
      'team/x.json: /rules/0/when: must NOT have fewer than 1 properties',
    ],
    [rule({ status: 99 }), 'team/x.json: /rules/0/answers/0/status: must be >= 200'],
    [rule({ body: {} }), "team/x.json: /rules/0/answers/0/status: must have required property 'status'"],
    [rule({ times: 0, normal: true }), 'team/x.json: /rules/0/answers/0/times: must be >= 1'],
    [
      rule({ fault: 'timeout' }),
      'team/x.json: /rules/0/answers/0/fault: must be equal to one of the allowed values ("connection-reset", "no-answer", "malformed-json", "wrong-content-type", "no-cors")',
    ],
    [
      rule({ fault: 'no-answer', body: {} }),
      'team/x.json: /rules/0/answers/0/body: is not allowed here (see contracts/scenario.schema.json)',
    ],
    [
      rule({ normal: true, status: 200 }),
      'team/x.json: /rules/0/answers/0/status: is not allowed here (see contracts/scenario.schema.json)',
    ],
  ])('that breaks the schema is refused with the file, the JSON Pointer and the reason: %j', (data, problem) => {
    expect(problemsOf(data)).toEqual([problem]);
  });

  it("is refused when a rule's body breaks the call's contract, unless it says it does so on purpose", () => {
    expect(problemsOf(rule({ status: 429, body: { error: 42 } }))).toEqual([
      'team/x.json: /rules/0/answers/0/body/error: must be string (login answered 429 breaking error-login)',
      'team/x.json: /rules/0/answers/0/body: set "breaksContract": true if that is the point',
    ]);
    expect(problemsOf(rule({ status: 429, body: { error: 42 }, breaksContract: true }))).toEqual([]);
    expect(problemsOf(rule({ status: 204, body: { cart: [] } }, 'removeCartItem'))).toEqual([
      'team/x.json: /rules/0/answers/0/body: removeCartItem answered 204 with a body where none is documented',
    ]);
  });

  it("is refused when the seed's company part is no CompanyProfile", () => {
    expect(problemsOf({ description, seed: { company: { registration: { cin: 5 } } } })).toEqual([
      'team/x.json: /seed/company/registration/cin: must be string',
    ]);
  });

  it('is refused when it is not JSON or its name is not kebab-case', () => {
    expect(parseScenarioFile('{"description": ', 'team/x.json')).toEqual({
      problems: [expect.stringMatching(/^team\/x\.json: not JSON: /)],
    });
    expect(problemsOf({ description }, 'team/Slow_Network.json')).toEqual([
      "team/Slow_Network.json: the file name must be kebab-case (the scenario's name)",
    ]);
  });
});

describe('loading the scenario folders', () => {
  const folders: string[] = [];
  const folder = (files: Record<string, unknown>): string => {
    const path = mkdtempSync(join(tmpdir(), 'scenarios-'));
    mkdirSync(path, { recursive: true });
    for (const [name, data] of Object.entries(files)) writeFileSync(join(path, name), JSON.stringify(data));
    folders.push(path);
    return path;
  };
  afterEach(() => {
    for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  it('takes every .json file, the default scenario first and the others by name, and ignores other files', () => {
    const path = folder({
      'zeta.json': { description },
      'default.json': { description },
      'alpha.json': { description },
      'notes.md': 'x',
    });
    expect(loadScenarios([path]).map(({ name }) => name)).toEqual(['default', 'alpha', 'zeta']);
  });

  it('adds a team folder to the built-in one, refusing a name defined twice', () => {
    const builtIn = folder({ 'default.json': { description } });
    const team = folder({ 'orders-flaky.json': { description }, 'default.json': { description } });
    expect(() => loadScenarios([builtIn, team])).toThrow(
      /default\.json: the scenario "default" is already defined by .*default\.json/,
    );
  });

  it('loads nothing when any file is broken, and lists every problem of every file', () => {
    const path = folder({ 'good.json': { description }, 'bad.json': {}, 'worse.json': { description, extra: true } });
    let thrown: unknown;
    try {
      loadScenarios([path]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ScenarioFileError);
    expect((thrown as ScenarioFileError).problems).toEqual([
      expect.stringMatching(/bad\.json: \/description: must have required property 'description'$/),
      expect.stringMatching(/worse\.json: \/extra: is not allowed here/),
    ]);
    expect((thrown as ScenarioFileError).message).toMatch(/^Scenario files that cannot be loaded:\n {2}.*bad\.json/);
  });
});

describe('loading a scenario folder given wrong', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  it('names the folder that does not exist, the path that is a file, and the .json entry that is a folder', () => {
    const path = mkdtempSync(join(tmpdir(), 'scenarios-'));
    made.push(path);
    const missing = join(path, 'no-such-folder');
    const notAFolder = join(path, 'notes.txt');
    writeFileSync(notAFolder, 'x');
    const withAFolder = join(path, 'team');
    mkdirSync(join(withAFolder, 'odd.json'), { recursive: true });
    let thrown: unknown;
    try {
      loadScenarios([missing, notAFolder, withAFolder]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ScenarioFileError);
    expect((thrown as ScenarioFileError).problems).toEqual([
      expect.stringMatching(/no-such-folder: no such file or folder$/),
      expect.stringMatching(/notes\.txt: not a folder$/),
      expect.stringMatching(/team\/odd\.json: a folder, not a file$/),
    ]);
  });
});
