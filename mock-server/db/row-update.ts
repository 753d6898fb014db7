import { DATABASE_INSTANCE, type Entity } from '@mswjs/data/lib/glossary';
import type { Database, models } from './models';

export type TableName = keyof typeof models;
export type Row<T extends TableName> = Entity<typeof models, T>;
type Fields<T extends TableName> = Partial<Omit<Row<T>, symbol | 'id'>>;

/**
 * A row in hand with some of its fields set, stored in its place and returned; the stored row is replaced, never
 * changed, as @mswjs/data's own update does (caches keyed by a row's identity rely on that). The row must be the one
 * stored now, read in the same synchronous step: a copy of an older one would bring back its old fields (or a deleted
 * row). Our models are flat rows without relations, so a copy is the whole update: `update` compiles a query for
 * every row of the table, walks each field through lodash and logs as it goes, which made up a sixth of the server's
 * time on PATCH /cart/. The database's update event still fires, for the extension that keeps a browser's tabs in step.
 */
export function updateRow<T extends TableName>(db: Database, table: T, row: Row<T>, fields: Fields<T>): Row<T> {
  // Spread copies the row's enumerable symbols too: its entity type and primary key.
  const next = { ...row, ...fields };
  db[DATABASE_INSTANCE].update(table, row, next);
  return next;
}
