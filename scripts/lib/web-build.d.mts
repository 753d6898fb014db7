export function webDist(root: string): string;
export function demoDist(root: string): string;
export function webBuildIsStale(root: string): boolean;
export function recordDemoFolders(root: string, scenariosDirs: readonly string[]): void;
export function demoBuildIsStale(root: string, scenariosDirs?: readonly string[]): boolean;
export function buildWeb(root: string): boolean;
export function buildDemo(root: string, scenariosDirs?: readonly string[]): boolean;
