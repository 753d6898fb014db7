import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { OrderState } from '../../contracts';
import type { JournalEntry } from '../call-journal';
import { seedUsers, type SeedVoucherCodeState } from '../seed/seed-data';
import { expireOverdueOrders, orderState } from '../domain/order-lifecycle';
import { toRupees } from '../domain/money';
import { genericError } from '../../contracts/runtime/error-bodies';
import { isJsonContentType, utf8Text } from '../../contracts/runtime/request-validation';
import { UnknownScenarioError, type Simulator } from '../simulator';

const maxAdvanceSeconds = 30 * 24 * 60 * 60;
const maxBodyCharacters = 4096;

type AdminReply = { status: number; body: JsonBodyType };
type AdminResolver = (simulator: Simulator, request: Request) => AdminReply | Promise<AdminReply>;

interface AdminRoute {
  method: 'get' | 'post' | 'delete';
  path: string;
  /** What the call does, for the start-up banner and docs/qa.md. */
  summary: string;
  resolve: AdminResolver;
}

const badRequest = (detail: string): AdminReply => ({
  status: 400,
  body: genericError(detail, 'invalid_admin_request'),
});

type JsonObjectResult = { ok: true; fields: Record<string, unknown> } | { ok: false; reply: AdminReply };

/**
 * The JSON object a POST sends, or the refusal that explains what is wrong with it: a body in another media type (which
 * a cross-site form could post without a preflight) is refused unread, and bytes that are not UTF-8 are not repaired.
 */
async function jsonObject(request: Request): Promise<JsonObjectResult> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > 0 && !isJsonContentType(request.headers.get('content-type'))) {
    const body = genericError('The body must be sent as application/json.', 'unsupported_media_type');
    return { ok: false, reply: { status: 415, body } };
  }
  const text = utf8Text(bytes);
  if (text === undefined) return { ok: false, reply: badRequest('The body must be UTF-8.') };
  if (text.length > maxBodyCharacters) {
    return { ok: false, reply: badRequest(`The body must not exceed ${maxBodyCharacters} characters.`) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, reply: badRequest('The body must be a JSON object.') };
  }
  return { ok: true, fields: parsed as Record<string, unknown> };
}

const isoNow = (simulator: Simulator): string => new Date(simulator.clock.now()).toISOString();

/** What a scenario switch or a reset leaves behind. */
const freshState = (simulator: Simulator): AdminReply => ({
  status: 200,
  body: {
    active: { name: simulator.scenario.name, description: simulator.scenario.description },
    clock: isoNow(simulator),
  },
});

function listScenarios(simulator: Simulator): AdminReply {
  return {
    status: 200,
    body: {
      active: simulator.scenario.name,
      scenarios: simulator.scenarios.map(({ name, description }) => ({ name, description })),
    },
  };
}

async function switchScenario(simulator: Simulator, request: Request): Promise<AdminReply> {
  const body = await jsonObject(request);
  if (!body.ok) return body.reply;
  const { name } = body.fields;
  if (typeof name !== 'string' || name === '') return badRequest('name must be a non-empty string.');
  try {
    await simulator.useScenario(name);
  } catch (error) {
    if (!(error instanceof UnknownScenarioError)) throw error;
    return { status: 404, body: genericError(`${error.message}.`, 'unknown_scenario') };
  }
  return freshState(simulator);
}

async function reset(simulator: Simulator): Promise<AdminReply> {
  await simulator.reset();
  return freshState(simulator);
}

function clock(simulator: Simulator): AdminReply {
  return { status: 200, body: { now: isoNow(simulator) } };
}

async function advanceClock(simulator: Simulator, request: Request): Promise<AdminReply> {
  const body = await jsonObject(request);
  if (!body.ok) return body.reply;
  const { seconds } = body.fields;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0 || seconds > maxAdvanceSeconds) {
    return badRequest(`seconds must be a number greater than 0 and at most ${maxAdvanceSeconds} (30 days).`);
  }
  simulator.clock.advance(seconds * 1000);
  return { status: 200, body: { now: isoNow(simulator) } };
}

function voucherCodeState(
  simulator: Simulator,
  code: { redeemedBy: number | null; expiresAt: number | null },
): SeedVoucherCodeState {
  if (code.redeemedBy !== null) return 'redeemed';
  if (code.expiresAt !== null && code.expiresAt <= simulator.clock.now()) return 'expired';
  return 'unused';
}

/** What GET /__mock/state shows QA at a glance: never a secret (password hashes, tokens). */
export interface SimulatorSnapshot {
  scenario: string;
  /** The simulator's time (ISO 8601). */
  clock: string;
  products: number;
  users: { id: number; email: string; username: string; locked: boolean; coins: number; cartLines: number }[];
  orders: {
    id: string;
    email: string | null;
    status: OrderState;
    amount: number;
    coinsUsed: number;
    createdAt: string;
  }[];
  voucherCodes: { code: string; coins: number; state: SeedVoucherCodeState }[];
}

function snapshot(simulator: Simulator): SimulatorSnapshot {
  // Orders are expired lazily on calls; reading the state must show what the next call would see.
  expireOverdueOrders(simulator);
  const { db } = simulator;
  const users = db.user.getAll();
  const emailOf = new Map(users.map((user) => [user.id, user.email]));
  return {
    scenario: simulator.scenario.name,
    clock: isoNow(simulator),
    products: db.product.count(),
    users: users.map((user) => ({
      id: user.id,
      email: user.email,
      username: user.username,
      locked: user.locked,
      coins: toRupees(user.coinsPaise),
      cartLines: db.cartItem.count({ where: { userId: { equals: user.id } } }),
    })),
    orders: db.order.getAll().map((order) => ({
      id: order.id,
      email: emailOf.get(order.userId) ?? null,
      status: orderState(order),
      amount: toRupees(order.amountPaise),
      coinsUsed: toRupees(order.coinsUsedPaise),
      createdAt: new Date(order.createdAt).toISOString(),
    })),
    voucherCodes: db.voucherCode.getAll().map((code) => ({
      code: code.code,
      coins: toRupees(code.coinsPaise),
      state: voucherCodeState(simulator, code),
    })),
  };
}

const state = (simulator: Simulator): AdminReply => ({ status: 200, body: snapshot(simulator) });

/** What GET /__mock/seed-users shows: the seed accounts with the passwords docs/qa.md and the banner publish. */
export interface SeedUsersView {
  users: { email: string; password: string; description: string }[];
}

const listSeedUsers = (): AdminReply => ({
  status: 200,
  body: {
    users: seedUsers.map(({ email, password, description }) => ({ email, password, description })),
  } satisfies SeedUsersView,
});

/** What GET /__mock/requests shows: the provider calls answered since the last reset or clear, oldest first. */
export interface JournalView {
  entries: JournalEntry[];
}

function requestJournal(simulator: Simulator, request: Request): AdminReply {
  const limit = new URL(request.url).searchParams.get('limit');
  if (limit !== null && !(/^[1-9][0-9]*$/.test(limit) && Number(limit) <= simulator.journal.capacity)) {
    return badRequest(`limit must be a whole number from 1 to ${simulator.journal.capacity}, not "${limit}".`);
  }
  const entries = simulator.journal.entries(limit === null ? undefined : Number(limit));
  return { status: 200, body: { entries } satisfies JournalView };
}

function clearJournal(simulator: Simulator): AdminReply {
  simulator.journal.clear();
  return { status: 200, body: { entries: [] } satisfies JournalView };
}

/** The admin API, in the order the banner and docs/qa.md list it. */
export const adminRoutes: readonly AdminRoute[] = [
  { method: 'get', path: '/__mock/scenarios', summary: 'the scenarios and the active one', resolve: listScenarios },
  {
    method: 'post',
    path: '/__mock/scenario',
    summary: '{"name": "..."} switches scenario and reseeds',
    resolve: switchScenario,
  },
  { method: 'post', path: '/__mock/reset', summary: 'reseeds the active scenario', resolve: reset },
  { method: 'get', path: '/__mock/clock', summary: "the simulator's time", resolve: clock },
  {
    method: 'post',
    path: '/__mock/clock/advance',
    summary: '{"seconds": N} moves the clock forward (at most 30 days)',
    resolve: advanceClock,
  },
  { method: 'get', path: '/__mock/state', summary: 'users, coins, carts, orders and voucher codes', resolve: state },
  {
    method: 'get',
    path: '/__mock/seed-users',
    summary: 'the seed users with their passwords (published seed data)',
    resolve: listSeedUsers,
  },
  {
    method: 'get',
    path: '/__mock/requests',
    summary: 'the provider calls answered since the last reset or clear (?limit=N for the last N)',
    resolve: requestJournal,
  },
  { method: 'delete', path: '/__mock/requests', summary: 'clears the request journal', resolve: clearJournal },
];

/**
 * The admin API under /__mock/: no auth, no scenario delay or override, so QA can always steer the
 * simulator. Plain MSW handlers, so every way of running the simulator has it.
 */
export function adminHandlers(simulator: Simulator): HttpHandler[] {
  return adminRoutes.map(({ method, path, resolve }) =>
    http[method](`*${path}`, async ({ request }) => {
      const { status, body } = await resolve(simulator, request);
      return HttpResponse.json(body, { status });
    }),
  );
}
