import type { Page } from '@playwright/test';

/** A provider's answer, as a test fakes it. */
export interface FakedAnswer {
  status: number;
  body: unknown;
}

/** A failure that gives no reason (no message or detail), so the storefront falls back on the spec's own text. */
export const reasonlessFailure: FakedAnswer = { status: 500, body: { code: 'internal_error' } };

/**
 * Answers the page's `method` calls to a path of the simulator in the browser, for answers no scenario gives (a
 * failure without a reason, an answer that breaks its contract); the preflights and every other call reach the
 * simulator. An answer given as a function is asked for at each call, so a test can change it as it goes.
 */
export async function fakeProviderAnswer(
  page: Page,
  simulatorUrl: string,
  call: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string },
  answer: FakedAnswer | (() => FakedAnswer),
): Promise<void> {
  const { origin } = new URL(simulatorUrl);
  await page.route(
    (url) => url.origin === origin && url.pathname === call.path,
    (route) => {
      const request = route.request();
      if (request.method() !== call.method) return route.fallback();
      const { status, body } = typeof answer === 'function' ? answer() : answer;
      // The storefront calls the simulator cross-origin, with credentials.
      const headers = {
        'Access-Control-Allow-Origin': request.headers()['origin'] ?? '*',
        'Access-Control-Allow-Credentials': 'true',
      };
      return route.fulfill({ status, json: body, headers });
    },
  );
}
