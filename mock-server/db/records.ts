import type { Database } from './models';

type RecordOf<Table extends keyof Database> = Database[Table] extends { create(...args: never[]): infer R } ? R : never;

export type UserRecord = RecordOf<'user'>;
export type ProductRecord = RecordOf<'product'>;
export type DenominationRecord = RecordOf<'denomination'>;
export type CartItemRecord = RecordOf<'cartItem'>;
export type OrderRecord = RecordOf<'order'>;
export type CoinEntryRecord = RecordOf<'coinEntry'>;
export type BrandConfigRecord = RecordOf<'brandConfig'>;
