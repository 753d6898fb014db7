/**
 * How a provider compares request paths with the paths it serves: in any case, with the trailing slash optional (the
 * Django-style provider and the simulator both admit `/cart` for `/cart/`).
 */
export function normalisePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

const parameterSegment = '[^/]+';

/**
 * A test for paths matching a template such as `/__mock/pay/:orderId`, where a `:name` segment stands for one whole
 * non-empty segment; both sides are compared normalised.
 */
export function pathPattern(template: string): (path: string) => boolean {
  const normalised = normalisePath(template);
  if (!normalised.includes(':')) return (path) => normalisePath(path) === normalised;
  const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = normalised
    .split('/')
    .map((segment) => (segment.startsWith(':') ? parameterSegment : escape(segment)))
    .join('/');
  const pattern = new RegExp(`^${source}$`);
  return (path) => pattern.test(normalisePath(path));
}

/** Whether a template names parameters, so that it cannot be looked up by its normalised text alone. */
export const hasParameters = (template: string): boolean => template.split('/').some((part) => part.startsWith(':'));
