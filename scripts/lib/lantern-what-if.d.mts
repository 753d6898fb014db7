export interface DevtoolsEvent {
  method: string;
  params?: Record<string, unknown> & { requestId?: string };
}

export function withoutRequests(
  log: DevtoolsEvent[],
  drop: (request: Record<string, unknown>) => boolean,
): DevtoolsEvent[];
export function withoutPreflights(log: DevtoolsEvent[]): DevtoolsEvent[];
export function providerOnPageOrigin(text: string, log: DevtoolsEvent[]): string;
export function startUpOnly(log: DevtoolsEvent[]): DevtoolsEvent[];
export function withEntryScaled(log: DevtoolsEvent[], fraction: number): DevtoolsEvent[];
export const loadVariants: {
  name: string;
  edit: (log: DevtoolsEvent[]) => DevtoolsEvent[];
  editTrace?: (trace: string, log: DevtoolsEvent[]) => string;
}[];
export function whatIfLcp(artifactsDir: string, cli: string): { name: string; lcpMs: number }[];
