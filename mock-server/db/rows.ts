/**
 * The rows of a table that match, read in plain code over `getAll()`. @mswjs/data's queries compile the query again
 * for every row and stringify it for their debug log on every call; on the reads every shopper's call makes (the
 * access token, the cart, the order history) that cost more than the rest of the call.
 */
export function rowsWhere<Row>(table: { getAll(): Row[] }, matches: (row: Row) => boolean): Row[] {
  return table.getAll().filter(matches);
}

export function rowWhere<Row>(table: { getAll(): Row[] }, matches: (row: Row) => boolean): Row | null {
  return table.getAll().find(matches) ?? null;
}
