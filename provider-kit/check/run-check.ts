import { connect as netConnect, isIP } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { OperationId } from '../../contracts';
import { buildRequest } from '../../contracts/runtime/request-builder';
import { networkReason, type Exchange } from '../exchange';
import type { Advisory, CallCheck } from '../verdict';
import { tokenUrlAdvisory, tokenUrls, probeAdvisories } from './advisories';
import { callName, checkCall, type CheckContext } from './call-check';
import { anonymousReads, signedInReads } from './calls';
import { loadFuzzer } from './fuzz-wiring';
import { runJourney } from './journey';
import { refreshRotation, signIn, unauthorisedChecks, type Tokens } from './session';

export interface CheckOptions {
  baseUrl: string;
  origin: string;
  timeoutMs: number;
  credentials?: { user: string; password: string };
  journey: boolean;
  fuzz?: { count: number; seed: number };
  /** Sees each row as it is checked, e.g. for a progress line. */
  onRow?: (row: CallCheck) => void;
  onFuzzProgress?: (done: number, total: number) => void;
}

/** A documented call the run did not send, and why. */
export interface NotChecked {
  call: string;
  reason: string;
}

export interface CheckResult {
  host: string;
  origin: string;
  rows: CallCheck[];
  advisories: Advisory[];
  notChecked: NotChecked[];
}

/** The host gave no answer at all: nothing can be checked. */
export class HostUnreachable extends Error {}

/**
 * Opens one connection to the host and closes it (over TLS for https, certificate checked as fetch checks it): whether
 * anything answers at that address at all.
 */
function openConnection(baseUrl: string, timeoutMs: number): Promise<void> {
  const url = new URL(baseUrl);
  const secure = url.protocol === 'https:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port === '' ? (secure ? 443 : 80) : url.port);
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tlsConnect({ host, port, servername: isIP(host) === 0 ? host : undefined, ALPNProtocols: ['http/1.1'] })
      : netConnect({ host, port });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no connection within ${timeoutMs} ms`)));
    socket.once(secure ? 'secureConnect' : 'connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/**
 * Stops the run when nothing can be reached at the host: one connection (TLS for https), no call, so that no answer
 * is fetched twice. A host that takes connections but fails a call (GET /home/ hangs or hangs up) is reachable: that
 * call's row names the failure, as any other call's would.
 */
async function probeReachable(context: CheckContext): Promise<void> {
  try {
    await openConnection(context.baseUrl, context.timeoutMs);
  } catch (connectionError) {
    throw new HostUnreachable(`cannot reach ${context.baseUrl}: ${networkReason(connectionError as Error)}`);
  }
}

/** Calls that always write: only the journey sends some of them, and only with --journey. */
const writes: readonly { operationId: OperationId; journey: boolean }[] = [
  { operationId: 'signup', journey: false },
  { operationId: 'addCartItem', journey: true },
  { operationId: 'updateCartItem', journey: true },
  { operationId: 'removeCartItem', journey: true },
  { operationId: 'placeOrder', journey: true },
  { operationId: 'updateProfile', journey: false },
  { operationId: 'loadCoins', journey: false },
  { operationId: 'updateUser', journey: false },
];

/** What only a signed-in run checks (runCheck's order): the history, the signed-in reads, the refresh rotation. */
const signedInCalls = (): OperationId[] => [
  'getOrderHistory',
  ...signedInReads(undefined).map(({ operationId }) => operationId),
  'refreshToken',
];

/** Whether the run signed in: without credentials it never tries; with them, a failed sign-in has its own row. */
type SignIn = 'not tried' | 'failed' | 'signed in';

function notChecked(options: CheckOptions, signIn: SignIn): NotChecked[] {
  const signInRow = `the row ${callName('login')} sign in`;
  const journeyReason =
    options.journey && signIn === 'failed'
      ? `it writes: --journey needed a sign-in, which failed (${signInRow})`
      : 'it writes: --journey (signed in) covers it';
  const skipped = writes
    .filter(({ journey }) => !(journey && options.journey && signIn === 'signed in'))
    .map(({ operationId, journey }) => ({
      call: callName(operationId),
      reason: journey ? journeyReason : 'it writes, and no journey step needs it',
    }));
  if (signIn !== 'signed in') {
    const reason =
      signIn === 'failed'
        ? `signed in only: the sign-in failed (${signInRow})`
        : 'signed in only: set PROVIDER_USER and PROVIDER_PASSWORD';
    for (const operationId of signedInCalls()) skipped.push({ call: callName(operationId), reason });
  }
  if (signIn === 'not tried') {
    skipped.push({ call: callName('login'), reason: 'the sign-in: set PROVIDER_USER and PROVIDER_PASSWORD' });
  }
  return skipped;
}

/**
 * The whole check, in the order a storefront meets a provider: anonymous calls first, then signed in, the 401s, the
 * refresh token's rotation, and what the flags ask for (the journey, the fuzzer). Throws HostUnreachable when the
 * host answers nothing, and SignInRefused when the credentials are refused.
 */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const rows: CallCheck[] = [];
  const advisories: Advisory[] = [];
  const secrets: string[] = [];
  const leaking = new Set<OperationId>();
  const context: CheckContext = {
    baseUrl: options.baseUrl,
    origin: options.origin,
    timeoutMs: options.timeoutMs,
    onAnswer: (operationId: OperationId, answer: Exchange) => {
      const pointers = tokenUrls(answer.body, secrets);
      const location = answer.headers.get('location');
      if (location !== null && tokenUrls(location, secrets).length > 0) pointers.push('the Location header');
      if (pointers.length > 0 && !leaking.has(operationId)) {
        leaking.add(operationId);
        advisories.push(tokenUrlAdvisory(operationId, pointers));
      }
    },
  };
  const add = (...added: CallCheck[]): void => {
    for (const row of added) {
      rows.push(row);
      options.onRow?.(row);
    }
  };
  await probeReachable(context);

  for (const call of anonymousReads) {
    add(
      (
        await checkCall(context, {
          suite: 'calls',
          operationId: call.operationId,
          name: call.name,
          request: call.build(context.baseUrl),
          expect: call.expect,
        })
      ).row,
    );
  }
  advisories.push(...(await probeAdvisories(context, options.credentials?.user)));
  add(...(await unauthorisedChecks(context)));

  let tokens: Tokens | undefined;
  if (options.credentials !== undefined) {
    const signedIn = await signIn(context, options.credentials.user, options.credentials.password);
    add(signedIn.row);
    tokens = signedIn.tokens;
  }
  if (tokens !== undefined) {
    secrets.push(tokens.access, tokens.refresh);
    const history = await checkCall(context, {
      suite: 'calls',
      operationId: 'getOrderHistory',
      name: 'signed in',
      request: buildRequest('getOrderHistory', {}, { baseUrl: context.baseUrl, token: tokens.access }),
      expect: [200],
    });
    add(history.row);
    const latest = Array.isArray(history.answer?.body)
      ? (history.answer.body[0] as { id?: unknown } | undefined)?.id
      : undefined;
    for (const call of signedInReads(typeof latest === 'string' ? latest : undefined)) {
      add(
        (
          await checkCall(context, {
            suite: 'calls',
            operationId: call.operationId,
            name: call.name,
            request: call.build(context.baseUrl, tokens.access),
            expect: call.expect,
          })
        ).row,
      );
    }
    const rotation = await refreshRotation(context, tokens);
    add(...rotation.rows);
    tokens = rotation.tokens;
    secrets.push(tokens.access, tokens.refresh);
    if (options.journey) add(...(await runJourney(context, tokens.access)));
  }
  if (options.fuzz !== undefined) {
    const runFuzz = await loadFuzzer();
    add(
      ...(await runFuzz({
        baseUrl: options.baseUrl,
        token: tokens?.access,
        count: options.fuzz.count,
        seed: options.fuzz.seed,
        timeoutMs: options.timeoutMs,
        onProgress: options.onFuzzProgress,
      })),
    );
  }
  return {
    host: options.baseUrl,
    origin: options.origin,
    rows,
    advisories,
    notChecked: notChecked(
      options,
      options.credentials === undefined ? 'not tried' : tokens === undefined ? 'failed' : 'signed in',
    ),
  };
}
