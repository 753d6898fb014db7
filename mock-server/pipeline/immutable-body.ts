const immutableBodies = new WeakSet<object>();
const jsonTexts = new WeakMap<object, string>();

/** Freezes a value and everything in it; a part frozen already (an entry kept from an earlier answer) is left as it is. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const part of Object.values(value)) deepFreeze(part);
}

/**
 * Freezes an answer body that a resolver hands out again and again unchanged (each shopper's order history), all the
 * way down, and marks it so: its JSON text is then written once and kept while the body lives. Writing the 50-order
 * history's JSON was a quarter of the server's time for that call.
 */
export function immutableBody<T extends object>(body: T): T {
  deepFreeze(body);
  immutableBodies.add(body);
  return body;
}

/** An answer body as JSON text; a body marked immutable is written once. */
export function jsonText(body: unknown): string {
  if (typeof body !== 'object' || body === null || !immutableBodies.has(body)) return JSON.stringify(body);
  let text = jsonTexts.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    jsonTexts.set(body, text);
  }
  return text;
}
