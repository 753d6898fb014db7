import { normalisePath } from '../../contracts/runtime/normalise-path';

/** Whether a route template names parameters (`:orderId`), so that it cannot be looked up by its text alone. */
export const hasParameters = (template: string): boolean => template.split('/').some((part) => part.startsWith(':'));

/**
 * A test for paths matching a template with parameters such as `/__mock/pay/:orderId`, where a `:name` segment stands
 * for one whole non-empty segment; both sides are compared as the provider compares paths.
 */
export function pathPattern(template: string): (path: string) => boolean {
  const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = normalisePath(template)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  const pattern = new RegExp(`^${source}$`);
  return (path) => pattern.test(normalisePath(path));
}
