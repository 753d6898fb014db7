import type { HttpHandler } from 'msw';
import { normalisePath } from '../../contracts/runtime/normalise-path';
import { hasParameters, pathPattern } from './path-pattern';

const routablePath = /^\*(\/[\w\-/:.]*)$/;

interface Entry {
  handler: HttpHandler;
  /** The handler's place in the list: MSW tries handlers in that order, so candidates keep it. */
  order: number;
}

interface ParameterRoute extends Entry {
  method: string;
  matches: (path: string) => boolean;
}

export interface RouteTable {
  /** The handlers that may answer method and path, in the order MSW would try them; empty when none may. */
  candidates(method: string, path: string): HttpHandler[];
  /** The methods the handlers answer on path (a 405's Allow), in the handlers' order; empty when none serves it. */
  methodsAt(path: string): string[];
}

/**
 * MSW tries handlers one after another, and each try parses the URL, reads the cookie store and
 * compiles its path; picking the handlers by method and path first makes a request cost one try
 * instead of up to one per handler. The table is built once from the handlers' own method and path,
 * compared as a provider compares paths, and MSW still has the last word: a candidate may decline
 * (its path matching is stricter).
 */
export function createRouteTable(handlers: readonly HttpHandler[]): RouteTable {
  const exact = new Map<string, Entry[]>();
  const parameterised: ParameterRoute[] = [];
  const routes: { method: string; matches: (path: string) => boolean }[] = [];
  handlers.forEach((handler, order) => {
    const { method, path } = handler.info;
    const routable = typeof path === 'string' ? routablePath.exec(path)?.[1] : undefined;
    if (typeof method !== 'string' || routable === undefined) {
      throw new Error(`The server cannot route the handler ${String(method)} ${String(path)}`);
    }
    const verb = method.toUpperCase();
    if (hasParameters(routable)) {
      const matches = pathPattern(routable);
      parameterised.push({ handler, order, method: verb, matches });
      routes.push({ method: verb, matches });
      return;
    }
    const normalised = normalisePath(routable);
    const key = `${verb} ${normalised}`;
    exact.set(key, [...(exact.get(key) ?? []), { handler, order }]);
    routes.push({ method: verb, matches: (candidate) => normalisePath(candidate) === normalised });
  });
  return {
    candidates(method, path) {
      const found = exact.get(`${method} ${normalisePath(path)}`) ?? [];
      const matching = parameterised.filter((route) => route.method === method && route.matches(path));
      if (matching.length === 0) return found.map((entry) => entry.handler);
      return [...found, ...matching].sort((left, right) => left.order - right.order).map((entry) => entry.handler);
    },
    methodsAt(path) {
      return [...new Set(routes.filter((route) => route.matches(path)).map((route) => route.method))];
    },
  };
}
