export interface LanternRequest {
  url: string;
  startMs: number;
  endMs: number;
}

export interface LanternTask {
  startMs: number;
  endMs: number;
}

export interface LanternTimeline {
  requests: LanternRequest[];
  tasks: LanternTask[];
  /** Where the simulation ends: its metric's estimate. */
  endMs: number;
}

/** One simulation of Lighthouse's Lantern, from the trace it saves with LANTERN_DEBUG=1 and --save-assets. */
export function lanternTimeline(trace: { traceEvents: object[] } | object[]): LanternTimeline;
