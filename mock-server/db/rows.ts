import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import type { Database } from './models';
import type { Row, TableName } from './row-update';

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

/**
 * The row with this primary key, read from the table's own map. @mswjs/data's query on the primary key still visits
 * every row, so on a table that grows with use (the tokens, the orders) each call would be slower than the last.
 */
export function rowByKey<T extends TableName>(db: Database, table: T, key: string | number): Row<T> | null {
  const row: Row<T> | undefined = db[DATABASE_INSTANCE].getModel(table).get(key);
  return row ?? null;
}

/** Deletes a table's earliest created rows until it holds at most `limit`; an update keeps a row in its place. */
export function keepNewestRows(db: Database, table: TableName, limit: number): void {
  const database = db[DATABASE_INSTANCE];
  const rows = database.getModel(table);
  for (const key of rows.keys()) {
    if (rows.size <= limit) return;
    // Through the database, so that its delete event still reaches the extension that keeps a browser's tabs in step.
    database.delete(table, key);
  }
}
