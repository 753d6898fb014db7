export interface LanternRequest {
  url: string;
  startMs: number;
  endMs: number;
  /** An image fetched at low priority, which Lantern's LCP estimate leaves out (it takes it for offscreen). */
  lowPriorityImage: boolean;
}

export interface LanternTask {
  startMs: number;
  endMs: number;
}

export interface LanternTimeline {
  requests: LanternRequest[];
  tasks: LanternTask[];
  /** Where the simulation ends, as Lantern's LCP estimate has it (low-priority images left out). */
  endMs: number;
}

/** One simulation of Lighthouse's Lantern, from the trace it saves with LANTERN_DEBUG=1 and --save-assets. */
export function lanternTimeline(trace: { traceEvents: object[] } | object[]): LanternTimeline;
