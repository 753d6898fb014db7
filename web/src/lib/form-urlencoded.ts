/**
 * Stands in for the `qs` package in the storefront's build (web/vite.config.ts aliases it; qs and its dependencies
 * cost about 16 KB gzip on every route). superagent's browser build uses qs for one thing only: encoding an object
 * sent as application/x-www-form-urlencoded, which the storefront never sends (queries arrive as built strings, bodies are
 * JSON or FormData). A flat object still encodes as superagent asks qs to (arrays as repeated keys, no indices);
 * a nested value is refused rather than encoded differently from qs.
 */
export function stringify(object: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(object)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      if (typeof item === 'object' && item !== null)
        throw new TypeError(`Cannot form-encode the nested value of ${key}`);
      params.append(key, item === null ? '' : String(item));
    }
  }
  return params.toString();
}
