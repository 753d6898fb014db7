import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiAnswer, type ApiClient } from './api-client';
import { earlyAnswerLifetimeMs, withEarlyCalls } from './early-calls';

const statusInput = (orderId: string) => ({ query: { order_id: orderId, decode_status: false } });

/** A client counting its calls (not a vi.fn: a spy settles the promises it returns, hiding an unhandled rejection). */
function clientCounting(
  answer: () => Promise<ApiAnswer> = () => Promise.resolve({ status: 200, body: { n: 1 }, receivedAtMs: 5 }),
) {
  const calls = { count: 0 };
  const api: ApiClient = {
    request: () => {
      calls.count += 1;
      return answer();
    },
  };
  let time = 1_000;
  const client = withEarlyCalls(api, () => time);
  return { client, calls, later: (ms: number) => (time += ms) };
}

describe('calls sent before anyone asks', () => {
  it('gives the answer to the first identical request, which sends nothing, and calls again for the next', async () => {
    const { client, calls } = clientCounting();
    client.sendEarly('getOrderStatus', statusInput('ord_1'));
    expect(calls.count).toBe(1);

    await expect(client.request('getOrderStatus', statusInput('ord_1'))).resolves.toEqual({
      status: 200,
      body: { n: 1 },
      receivedAtMs: 5,
    });
    expect(calls.count).toBe(1);
    await client.request('getOrderStatus', statusInput('ord_1'));
    expect(calls.count).toBe(2);
  });

  it('matches the input whatever order its keys were written in, and no other input or operation', async () => {
    const { client, calls } = clientCounting();
    client.sendEarly('getOrderStatus', statusInput('ord_1'));
    await client.request('getOrderStatus', statusInput('ord_2'));
    await client.request('getPlaceOrderStatus', { query: { order_id: 'ord_1', decoded_status: false } });
    expect(calls.count).toBe(3);
    await client.request('getOrderStatus', { query: { decode_status: false, order_id: 'ord_1' } });
    expect(calls.count).toBe(3);
  });

  it('calls again once the early answer has waited longer than its lifetime', async () => {
    const { client, calls, later } = clientCounting();
    client.sendEarly('getOrderStatus', statusInput('ord_1'));
    later(earlyAnswerLifetimeMs + 1);
    await client.request('getOrderStatus', statusInput('ord_1'));
    expect(calls.count).toBe(2);
  });

  it('calls again for the request that finds its early call failed, and leaves no failure unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const answers = [
        () => Promise.reject(new ApiError(0, undefined)),
        () => Promise.reject(new ApiError(500, { message: 'Down.' })),
        () => Promise.resolve({ status: 200, body: { n: 2 }, receivedAtMs: 9 }),
      ];
      let next = 0;
      const { client, calls } = clientCounting(() => answers[next++]?.() ?? Promise.reject(new Error('no answer')));
      client.sendEarly('getOrderStatus', statusInput('ord_1'));
      client.sendEarly('getOrderStatus', statusInput('ord_2'));
      await expect(client.request('getOrderStatus', statusInput('ord_1'))).resolves.toMatchObject({ body: { n: 2 } });
      expect(calls.count).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
