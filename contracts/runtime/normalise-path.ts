/**
 * How a provider compares request paths with the paths it serves: in any case, with the trailing slash optional (the
 * Django-style provider and the simulator both admit `/cart` for `/cart/`).
 */
export function normalisePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}
