import { operations } from '../generated/operations';
import type { OperationId } from '../generated/types';
import { normalisePath } from './normalise-path';

const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${normalisePath(path)}`;

let byRoute: ReadonlyMap<string, OperationId> | undefined;

/** The registry's routes, indexed on first use so that importing this module costs nothing. */
function routes(): ReadonlyMap<string, OperationId> {
  byRoute ??= new Map(
    (Object.keys(operations) as OperationId[]).map((operationId) => {
      const { method, path } = operations[operationId];
      return [routeKey(method, path), operationId];
    }),
  );
  return byRoute;
}

/**
 * The provider call a method and path make, compared as a provider compares them (any case, trailing slash optional),
 * or undefined when the registry has none. The query string, if any, is ignored.
 */
export function matchOperation(method: string, pathAndQuery: string): OperationId | undefined {
  const path = pathAndQuery.split('?', 1)[0] ?? pathAndQuery;
  return routes().get(routeKey(method, path));
}
