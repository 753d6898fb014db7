import { describe, expect, it } from 'vitest';
import { lanternTimeline } from './lantern-timeline.mjs';

// The shape Lighthouse's lantern-trace-saver writes: microseconds from 1e9, a request as instant events, a CPU node as
// a Task, and a one-millisecond Task a second after the end.
const at = (ms: number) => 1e9 + ms * 1000;
const request = (
  id: string,
  url: string,
  startMs: number,
  endMs: number,
  priority = 'High',
  mimeType = 'text/html',
) => [
  { name: 'ResourceSendRequest', ph: 'I', ts: at(startMs), args: { data: { requestId: id, url, priority } } },
  { name: 'ResourceReceiveResponse', ph: 'I', ts: at(endMs - 1), args: { data: { requestId: id, mimeType } } },
  { name: 'ResourceFinish', ph: 'I', ts: at(endMs), args: { data: { requestId: id } } },
];
const task = (startMs: number, endMs: number) => ({
  name: 'Task',
  ph: 'X',
  ts: at(startMs),
  dur: (endMs - startMs) * 1000,
  args: { data: {} },
});

describe("a Lantern simulation read from Lighthouse's debug trace", () => {
  const trace = {
    traceEvents: [
      { name: 'TracingStartedInPage', ph: 'I', ts: at(-100), args: { data: {} } },
      ...request('2', 'http://127.0.0.1:1/assets/index.js', 700, 1900),
      ...request('1', 'http://127.0.0.1:1/login', 0, 650),
      task(650, 700),
      { name: 'v8.evaluateModule', ph: 'X', ts: at(1900), dur: 150_000, args: {} },
      task(1900, 2100),
      ...request('3', 'http://127.0.0.1:2/configurator/', 2100, 2400),
      task(3400, 3401),
    ],
  };

  it('lists the requests by their simulated start, each with its end', () => {
    expect(lanternTimeline(trace).requests).toEqual([
      { url: 'http://127.0.0.1:1/login', startMs: 0, endMs: 650, lowPriorityImage: false },
      { url: 'http://127.0.0.1:1/assets/index.js', startMs: 700, endMs: 1900, lowPriorityImage: false },
      { url: 'http://127.0.0.1:2/configurator/', startMs: 2100, endMs: 2400, lowPriorityImage: false },
    ]);
  });

  it("lists the main-thread tasks, not their nested events nor the saver's closing task", () => {
    expect(lanternTimeline(trace).tasks).toEqual([
      { startMs: 650, endMs: 700 },
      { startMs: 1900, endMs: 2100 },
    ]);
  });

  it('ends where its last request or task does', () => {
    expect(lanternTimeline(trace).endMs).toBe(2400);
    const laterTask = [...trace.traceEvents.slice(0, -1), task(2300, 2500), task(3500, 3501)];
    expect(lanternTimeline(laterTask).endMs).toBe(2500);
  });

  it('ends before an image fetched at low priority, as Lantern leaves those out of its LCP estimate', () => {
    const withImages = [
      ...trace.traceEvents.slice(0, -1),
      ...request('4', 'http://127.0.0.1:2/below-the-fold.svg', 2400, 2900, 'Low', 'image/svg+xml'),
      ...request('5', 'http://127.0.0.1:2/logo.svg', 2400, 2600, 'High', 'image/svg+xml'),
      task(3900, 3901),
    ];
    const timeline = lanternTimeline(withImages);
    expect(timeline.endMs).toBe(2600);
    expect(timeline.requests.filter((row) => row.lowPriorityImage).map((row) => row.url)).toEqual([
      'http://127.0.0.1:2/below-the-fold.svg',
    ]);
  });

  it('leaves out a request that never finished', () => {
    const unfinished = [
      { name: 'ResourceSendRequest', ph: 'I', ts: at(10), args: { data: { requestId: 'x', url: 'u' } } },
    ];
    expect(lanternTimeline(unfinished)).toEqual({ requests: [], tasks: [], endMs: 0 });
  });
});
