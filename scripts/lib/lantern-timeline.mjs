// Lighthouse's simulated page load (Lantern), read back from the trace Lighthouse writes of a simulation when it runs
// with LANTERN_DEBUG=1 and --save-assets (core/lib/lantern-trace-saver.js: the node timings as a fake trace, whose
// clock starts at 1e9 microseconds). It says what a simulated metric waited for: a Lighthouse figure is the end of its
// simulated graph, and each request and main-thread task in that graph is here with its simulated start and end.

const simulationStartUs = 1e9;
const toMs = (us) => (us - simulationStartUs) / 1000;

/**
 * The requests and main-thread tasks of one simulation, each with its simulated start and end in milliseconds after the
 * navigation began, in order of start; and where the simulation ends as Lantern's LCP estimate has it: its last request
 * or task, leaving out the images fetched at low priority (Lantern takes them for offscreen) and the sentinel task the
 * saver appends one second after the end.
 */
export function lanternTimeline(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const requests = new Map();
  const tasks = [];
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === 'ResourceSendRequest') {
      requests.set(data.requestId, {
        url: data.url,
        priority: data.priority,
        startMs: toMs(event.ts),
        endMs: undefined,
      });
    } else if (event.name === 'ResourceReceiveResponse' && requests.has(data.requestId)) {
      requests.get(data.requestId).mimeType = data.mimeType;
    } else if (event.name === 'ResourceFinish' && requests.has(data.requestId)) {
      requests.get(data.requestId).endMs = toMs(event.ts);
    } else if (event.name === 'Task' && event.ph === 'X') {
      tasks.push({ startMs: toMs(event.ts), endMs: toMs(event.ts + event.dur) });
    }
  }
  const finished = [...requests.values()]
    .filter((request) => request.endMs !== undefined)
    .map(({ url, priority, mimeType, startMs, endMs }) => ({
      url,
      startMs,
      endMs,
      lowPriorityImage: /^image\//.test(mimeType ?? '') && (priority === 'Low' || priority === 'VeryLow'),
    }));
  // The saver's last task, a millisecond long a second after everything else, only bounds the trace for DevTools.
  const sentinel = tasks.reduce(
    (last, task) => (last === undefined || task.startMs > last.startMs ? task : last),
    undefined,
  );
  const realTasks = tasks.filter((task) => task !== sentinel);
  const counted = finished.filter((request) => !request.lowPriorityImage);
  const endMs = Math.max(0, ...counted.map((request) => request.endMs), ...realTasks.map((task) => task.endMs));
  return {
    requests: finished.sort((a, b) => a.startMs - b.startMs),
    tasks: realTasks.sort((a, b) => a.startMs - b.startMs),
    endMs,
  };
}
