/**
 * Where to go after signing in: the storefront path a page sent along as `{ from }` in navigation state, else the
 * catalogue. Only a path on this origin counts ('//host' would leave it).
 */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
