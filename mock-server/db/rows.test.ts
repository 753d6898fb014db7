import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './models';
import { updateRow } from './row-update';
import { keepNewestRows, rowByKey } from './rows';

const token = (number: number) => ({ token: `at_${number}`, userId: 1, expiresAt: number });

describe('rowByKey', () => {
  it('finds the row stored under a primary key, as it is now, and null for a key no row has', () => {
    const db = createDatabase();
    const stored = db.accessToken.create(token(1));
    expect(rowByKey(db, 'accessToken', 'at_1')).toBe(stored);
    const updated = updateRow(db, 'accessToken', stored, { expiresAt: 9 });
    expect(rowByKey(db, 'accessToken', 'at_1')).toBe(updated);
    expect(rowByKey(db, 'accessToken', 'at_2')).toBeNull();
  });

  it('finds a row under a numeric primary key', () => {
    const db = createDatabase();
    const stored = db.user.create({ id: 7, username: 'Asha Shopper' });
    expect(rowByKey(db, 'user', 7)).toBe(stored);
    expect(rowByKey(db, 'user', 8)).toBeNull();
  });
});

describe('keepNewestRows', () => {
  it('deletes the earliest created rows past the limit, an updated row keeping its place', () => {
    const db = createDatabase();
    const first = db.accessToken.create(token(1));
    for (const number of [2, 3, 4]) db.accessToken.create(token(number));
    updateRow(db, 'accessToken', first, { expiresAt: 10 });
    db.accessToken.create(token(5));

    keepNewestRows(db, 'accessToken', 3);
    expect(db.accessToken.getAll().map((row) => row.token)).toEqual(['at_3', 'at_4', 'at_5']);
    keepNewestRows(db, 'accessToken', 3);
    expect(db.accessToken.count()).toBe(3);
  });

  it("fires the database's delete event for each row it deletes", () => {
    const db = createDatabase();
    for (const number of [1, 2, 3]) db.accessToken.create(token(number));
    const deleted: unknown[] = [];
    db[DATABASE_INSTANCE].events.on('delete', (_source, model, key) => deleted.push([model, key]));
    keepNewestRows(db, 'accessToken', 1);
    expect(deleted).toEqual([
      ['accessToken', 'at_1'],
      ['accessToken', 'at_2'],
    ]);
  });
});
