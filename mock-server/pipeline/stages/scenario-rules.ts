import { isJsonContentType } from '../../../contracts/runtime/request-validation';
import type { CallFacts, RuleAnswer } from '../../rule-book';
import { omitCorsHeaders } from '../cors-omission';
import type { ProviderRequest } from '../provider-request';
import { reply, type Outcome, type ProviderCall, type Stage } from '../provider-call';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A body cut short: what a proxy that drops the connection mid-answer leaves a client to parse. */
const malformedJson = '{"detail": "The answer was cut sh';

/** The top-level fields of a JSON or form body. */
async function bodyFields(request: ProviderRequest): Promise<Record<string, unknown> | undefined> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (isJsonContentType(type)) {
      const body: unknown = JSON.parse(new TextDecoder().decode(await request.arrayBuffer()));
      return typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : undefined;
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await new Response(await request.arrayBuffer(), { headers: { 'content-type': type } }).formData();
      return Object.fromEntries(form.entries());
    }
  } catch {
    // A body that cannot be read matches no rule; request validation answers for it.
  }
  return undefined;
}

function describe(found: RuleAnswer): string {
  const { answer } = found;
  if ('status' in answer && !('fault' in answer)) return `answers ${answer.status}`;
  if ('fault' in answer) {
    const faults = {
      'connection-reset': 'fails as a network error',
      'no-answer': 'gives no answer',
      'malformed-json': 'answers malformed JSON',
      'wrong-content-type': 'answers with a wrong content type',
      'no-cors': 'answers without its CORS headers',
    } as const;
    return faults[answer.fault];
  }
  return answer.delayMs === undefined ? 'behaves normally' : `behaves normally after ${answer.delayMs} ms`;
}

function label(call: ProviderCall, found: RuleAnswer): string {
  const where = found.sequence ? ` (rule ${found.rule}, answer ${found.step}, call ${found.call})` : '';
  return `${call.simulator.scenario.name}: ${call.operationId} ${describe(found)}${where}`;
}

async function outcomeOf(found: RuleAnswer, call: ProviderCall, next: () => Promise<Outcome>): Promise<Outcome> {
  const { answer } = found;
  if ('normal' in answer) return next();
  if ('fault' in answer) {
    switch (answer.fault) {
      case 'connection-reset':
        return { kind: 'network-error' };
      case 'no-answer':
        return { kind: 'no-answer' };
      case 'malformed-json':
        return { kind: 'raw', status: answer.status ?? 200, contentType: 'application/json', text: malformedJson };
      case 'wrong-content-type': {
        const outcome = await next();
        return outcome.kind === 'reply'
          ? { kind: 'raw', status: outcome.status, contentType: 'text/html', text: JSON.stringify(outcome.body) }
          : outcome;
      }
      case 'no-cors':
        omitCorsHeaders(call.request);
        return next();
    }
  }
  call.breaksContract = answer.breaksContract === true;
  return reply(answer.status, answer.body, answer.headers);
}

/**
 * The active scenario's rules for a call: the scenario's delay, then the answer of the first rule that matches the call
 * (a reply, a fault or the call's own behaviour, each maybe delayed), or the call's own behaviour when none does.
 */
export const scenarioRules: Stage = {
  name: 'scenario rules',
  async run(call, next) {
    const { simulator, operationId, request } = call;
    if (simulator.settings.delayMs > 0) await sleep(simulator.settings.delayMs);
    if (!simulator.rules.covers(operationId)) return next();
    const facts: CallFacts = { query: request.url.searchParams, body: () => bodyFields(request) };
    const found = await simulator.rules.answer(operationId, facts);
    if (found === undefined) return next();
    call.rule = label(call, found);
    if (found.answer.delayMs !== undefined) await sleep(found.answer.delayMs);
    return outcomeOf(found, call, next);
  },
};
