import type { CheckResult } from '../check/run-check';

/** A small verdict for the report tests: a passing row, a failing one, an advisory and a call not sent. */
export const sampleResult = (): CheckResult => ({
  host: 'http://127.0.0.1:9090',
  origin: 'http://localhost:5173',
  rows: [
    {
      suite: 'calls',
      operationId: 'getHome',
      call: 'GET /home/',
      name: 'anonymous',
      checks: 5,
      violations: [],
      durationMs: 12,
    },
    {
      suite: 'calls',
      operationId: 'getCart',
      call: 'GET /cart/',
      name: 'signed in <& "quoted">',
      checks: 6,
      violations: [
        { check: 'body', pointer: '/0/price', message: '/0/price must match pattern "^(0|[1-9][0-9]{0,8})$"' },
        { check: 'cors', message: 'the answer lacks Access-Control-Allow-Credentials: true' },
      ],
      durationMs: 30,
    },
  ],
  advisories: [{ id: 'token-in-url', call: 'GET /cart/', reason: 'a token at /0/link', risk: 'logs keep it' }],
  notChecked: [{ call: 'POST /user/signup/', reason: 'it writes' }],
});
