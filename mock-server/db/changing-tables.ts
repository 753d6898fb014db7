import type { Database } from './models';
import type { TableName } from './row-update';

/** The tables seedStaticTables fills and no provider call changes. */
export type StaticTable = 'brandConfig' | 'category' | 'subcategory' | 'product' | 'denomination';

/** Every other table: what the provider's calls change, and so what a snapshot must carry. */
export type ChangingTable = Exclude<TableName, StaticTable>;

/** A table's row as plain data: without the symbols @mswjs/data marks its entities with. */
export type TableRow<T extends TableName> = Omit<ReturnType<Database[T]['create']>, symbol>;

export type ChangingTableRows = { [T in ChangingTable]: TableRow<T>[] };

interface Table<Row> {
  getAll(): Row[];
  create(row: Row): unknown;
}

// A mapped type, so a table added to the models does not compile until it is listed here (or made static).
const tables: { [T in ChangingTable]: (db: Database) => Table<TableRow<T>> } = {
  user: (db) => db.user,
  accessToken: (db) => db.accessToken,
  refreshToken: (db) => db.refreshToken,
  loginFailure: (db) => db.loginFailure,
  cartItem: (db) => db.cartItem,
  order: (db) => db.order,
  orderItem: (db) => db.orderItem,
  voucher: (db) => db.voucher,
  coinEntry: (db) => db.coinEntry,
  voucherCode: (db) => db.voucherCode,
};

export const changingTables = Object.keys(tables) as ChangingTable[];

function rowsOf<T extends ChangingTable>(db: Database, table: T): TableRow<T>[] {
  // Object.entries leaves the entities' symbols behind, so the rows compare equal to their JSON round trip.
  return tables[table](db)
    .getAll()
    .map((entity) => Object.fromEntries(Object.entries(entity)) as TableRow<T>);
}

/** Every changing table's rows, as plain data. */
export function changingTableRows(db: Database): ChangingTableRows {
  return Object.fromEntries(changingTables.map((table) => [table, rowsOf(db, table)])) as ChangingTableRows;
}

function createRows<T extends ChangingTable>(db: Database, table: T, rows: readonly TableRow<T>[]): void {
  const target = tables[table](db);
  for (const row of rows) target.create(row);
}

/** Creates the rows of every changing table; a row whose key is taken throws, as any duplicate create does. */
export function createChangingTableRows(db: Database, rows: ChangingTableRows): void {
  for (const table of changingTables) createRows(db, table, rows[table]);
}
