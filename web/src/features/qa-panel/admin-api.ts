import type { ValidationIssue } from '../../../../contracts';

export interface ScenarioSummary {
  name: string;
  description: string;
}

export interface ScenarioList {
  active: string;
  scenarios: ScenarioSummary[];
}

/** One provider call from the simulator's request journal. */
export interface JournalCall {
  /** When it was answered, by the simulator's clock (ISO 8601). */
  at: string;
  method: string;
  path: string;
  /** 0 when the call got no answer (a scenario's network fault). */
  status: number;
  /** The scenario rule that answered instead of the call's own behaviour. */
  rule: string | null;
  /** Where the request broke its contract; empty when it kept it. */
  requestIssues: ValidationIssue[];
}

export interface SeedUser {
  email: string;
  password: string;
  description: string;
}

export interface VoucherCode {
  code: string;
  coins: number;
  state: string;
}

/** The part of GET /__mock/state the panel shows. */
export interface SimulatorState {
  /** The simulator's time (ISO 8601). */
  clock: string;
  voucherCodes: VoucherCode[];
}

/** The simulator's admin API (/__mock/): not a provider call, so plain fetch rather than the storefront's API client. */
export interface AdminApi {
  scenarios(): Promise<ScenarioList>;
  useScenario(name: string): Promise<void>;
  reset(): Promise<void>;
  advanceClock(seconds: number): Promise<void>;
  state(): Promise<SimulatorState>;
  /** The last `limit` provider calls, oldest first. */
  calls(limit: number): Promise<JournalCall[]>;
  seedUsers(): Promise<SeedUser[]>;
}

/** An admin call that failed; its message says which call and why, for the panel to show as it is. */
export class AdminApiError extends Error {}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = (key: string) => new AdminApiError(`The simulator answered without a valid ${key}.`);

function text(object: JsonObject, key: string): string {
  const value = object[key];
  if (typeof value !== 'string') throw malformed(key);
  return value;
}

/** An ISO 8601 moment the panel can compute with. */
function moment(object: JsonObject, key: string): string {
  const value = text(object, key);
  if (Number.isNaN(Date.parse(value))) throw malformed(key);
  return value;
}

function numeric(object: JsonObject, key: string): number {
  const value = object[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw malformed(key);
  return value;
}

function objects(object: JsonObject, key: string): JsonObject[] {
  const value = object[key];
  if (!Array.isArray(value) || !value.every(isObject)) throw malformed(key);
  return value;
}

const isIssueLocation = (value: string): value is ValidationIssue['location'] =>
  value === 'query' || value === 'body' || value === 'header';

function issue(object: JsonObject): ValidationIssue {
  const location = text(object, 'location');
  if (!isIssueLocation(location)) throw malformed('location');
  return {
    location,
    field: text(object, 'field'),
    rule: text(object, 'rule'),
    message: text(object, 'message'),
  };
}

function journalCall(object: JsonObject): JournalCall {
  const { rule } = object;
  return {
    at: moment(object, 'at'),
    method: text(object, 'method'),
    path: text(object, 'path'),
    status: numeric(object, 'status'),
    rule: typeof rule === 'string' ? rule : null,
    requestIssues: objects(object, 'requestIssues').map(issue),
  };
}

export function createAdminApi(baseUrl: string): AdminApi {
  const send = async (method: 'GET' | 'POST', path: string, body?: JsonObject): Promise<JsonObject> => {
    const call = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      });
    } catch {
      throw new AdminApiError(`The simulator did not answer ${call}.`);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const detail = isObject(answer) && typeof answer.detail === 'string' ? `: ${answer.detail}` : '.';
      throw new AdminApiError(`The simulator answered ${call} with ${response.status}${detail}`);
    }
    if (!isObject(answer)) throw new AdminApiError(`The simulator answered ${call} without a JSON object.`);
    return answer;
  };

  return {
    async scenarios() {
      const answer = await send('GET', '/__mock/scenarios');
      return {
        active: text(answer, 'active'),
        scenarios: objects(answer, 'scenarios').map((scenario) => ({
          name: text(scenario, 'name'),
          description: text(scenario, 'description'),
        })),
      };
    },
    async useScenario(name) {
      await send('POST', '/__mock/scenario', { name });
    },
    async reset() {
      await send('POST', '/__mock/reset');
    },
    async advanceClock(seconds) {
      await send('POST', '/__mock/clock/advance', { seconds });
    },
    async state() {
      const answer = await send('GET', '/__mock/state');
      return {
        clock: moment(answer, 'clock'),
        voucherCodes: objects(answer, 'voucherCodes').map((code) => ({
          code: text(code, 'code'),
          coins: numeric(code, 'coins'),
          state: text(code, 'state'),
        })),
      };
    },
    async calls(limit) {
      const answer = await send('GET', `/__mock/requests?limit=${limit}`);
      return objects(answer, 'entries').map(journalCall);
    },
    async seedUsers() {
      const answer = await send('GET', '/__mock/seed-users');
      return objects(answer, 'users').map((user) => ({
        email: text(user, 'email'),
        password: text(user, 'password'),
        description: text(user, 'description'),
      }));
    },
  };
}
