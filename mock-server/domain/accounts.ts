import type { User } from '../../contracts';
import type { Database } from '../db/models';
import type { UserRecord } from '../db/records';
import { toRupees } from './money';

/** E-mail addresses name accounts case-insensitively: Shopper@Example.com and shopper@example.com are one account. */
export const sameEmail = (left: string, right: string): boolean => left.toLowerCase() === right.toLowerCase();

export function findUserByEmail(db: Database, email: string): UserRecord | undefined {
  return db.user.getAll().find((user) => sameEmail(user.email, email));
}

/** The account as the User contract shows it; coins and usercoins both carry the balance in rupees. */
export function userView(user: UserRecord): User {
  const coins = toRupees(user.coinsPaise);
  return { id: user.id, username: user.username, email: user.email, phone: user.phone, coins, usercoins: coins };
}
