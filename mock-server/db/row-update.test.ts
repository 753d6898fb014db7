import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './models';
import { updateRow } from './row-update';

const line = { id: 7, userId: 1, productId: 3, quantity: 1, unitPaise: 50_000 };

describe('updating a row in hand', () => {
  it('stores a new row with the fields set, which every query then finds, and leaves the old one as it was', () => {
    const db = createDatabase();
    const stored = db.cartItem.create(line);
    const updated = updateRow(db, 'cartItem', stored, { quantity: 4 });

    expect(updated).not.toBe(stored);
    expect(stored.quantity).toBe(1);
    expect(Object.fromEntries(Object.entries(updated))).toEqual({ ...line, quantity: 4 });
    expect(db.cartItem.getAll()).toEqual([updated]);
    expect(db.cartItem.findFirst({ where: { id: { equals: 7 } } })).toBe(updated);
    // Still an entity: @mswjs/data's own update and delete work on it.
    expect(db.cartItem.update({ where: { id: { equals: 7 } }, data: { unitPaise: 10_000 } })?.unitPaise).toBe(10_000);
    db.cartItem.delete({ where: { id: { equals: 7 } } });
    expect(db.cartItem.count()).toBe(0);
  });

  it("fires the database's update event, as @mswjs/data's update does", () => {
    const db = createDatabase();
    const stored = db.cartItem.create(line);
    const events: unknown[] = [];
    db[DATABASE_INSTANCE].events.on('update', (_source, model, previous, next) => events.push([model, previous, next]));
    updateRow(db, 'cartItem', stored, { quantity: 2 });
    expect(events).toEqual([
      ['cartItem', expect.objectContaining({ quantity: 1 }), expect.objectContaining({ quantity: 2 })],
    ]);
  });
});
