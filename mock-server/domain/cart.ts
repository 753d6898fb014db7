import type { CartAddRequest, CartItem, CartUpdateRequest } from '../../contracts';
import type { CartItemRecord, DenominationRecord } from '../db/records';
import { updateRow } from '../db/row-update';
import { rowWhere, rowsWhere } from '../db/rows';
import type { SimulatorState } from '../state';
import { findProduct, productView } from './catalogue';
import { catalogueIndex } from './catalogue-index';
import { toMoneyString, toPaise, toRupees } from './money';
import { reject, type Rejection } from './rejection';

type CartLineAmount = Pick<CartItemRecord, 'unitPaise' | 'quantity'>;

const maxLineQuantity = 100;

/**
 * Bounds that keep every cart placeable as one order within the order contracts: at most 100
 * items, 1,000 vouchers (one per unit) and an amount of 1,00,00,000 rupees.
 */
const cartLimits = { lines: 100, units: 1000, totalPaise: toPaise(10_000_000) };

/** The shopper's cart lines in the order they were added. */
export function cartLines(state: SimulatorState, userId: number): CartItemRecord[] {
  return rowsWhere(state.db.cartItem, (line) => line.userId === userId).sort((left, right) => left.id - right.id);
}

export function cartTotalPaise(lines: readonly CartLineAmount[]): number {
  return lines.reduce((total, line) => total + line.unitPaise * line.quantity, 0);
}

export function clearCart(state: SimulatorState, userId: number): void {
  state.db.cartItem.deleteMany({ where: { userId: { equals: userId } } });
}

export function cartItemView(state: SimulatorState, line: CartItemRecord): CartItem {
  const product = findProduct(state, line.productId);
  if (product === null) throw new Error(`Cart line ${line.id} refers to the missing product ${line.productId}`);
  return {
    id: line.id,
    product: productView(state, product),
    product_id: line.productId,
    quantity: line.quantity,
    price: toMoneyString(line.unitPaise),
    selectedDenomination: toRupees(line.unitPaise),
    to_pay: toMoneyString(line.unitPaise * line.quantity),
  };
}

/** A product's amount bands in their order; only the first one is a range a shopper may choose within. */
export function denominationsOf(state: SimulatorState, productId: number): readonly DenominationRecord[] {
  const indexed = catalogueIndex(state).byId.get(productId);
  if (indexed !== undefined) return indexed.bands;
  // A product created after the index was built (a test's own fixture): read it from the table.
  return state.db.denomination.findMany({
    where: { productId: { equals: productId } },
    orderBy: { position: 'asc' },
  });
}

/** Within the first denomination's band, or exactly the min of another denomination. */
function denominationAllowed(state: SimulatorState, productId: number, unitPaise: number): boolean {
  const [first, ...others] = denominationsOf(state, productId);
  if (first === undefined || unitPaise <= 0) return false;
  return (unitPaise >= first.minPaise && unitPaise <= first.maxPaise) || others.some((d) => d.minPaise === unitPaise);
}

function amountProblem(
  state: SimulatorState,
  productId: number,
  unitPaise: number,
  quantity: number,
  toPay: number,
): Rejection<422> | null {
  if (!denominationAllowed(state, productId, unitPaise)) {
    return reject(422, 'The selected amount is not one this product offers.', 'invalid_denomination');
  }
  if (toPaise(toPay) !== unitPaise * quantity) {
    return reject(422, 'to_pay must equal selectedDenomination times quantity.', 'to_pay_mismatch');
  }
  return null;
}

function limitProblem(lines: readonly CartLineAmount[]): Rejection<422> | null {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (lines.length > cartLimits.lines || units > cartLimits.units || cartTotalPaise(lines) > cartLimits.totalPaise) {
    return reject(422, 'A cart holds at most 100 lines, 1000 vouchers and 10000000.00 rupees.', 'cart_limit_exceeded');
  }
  return null;
}

/** Adds one line, merging it into the line of the same product and amount (quantities add, capped at 100). */
export function addCartLine(
  state: SimulatorState,
  userId: number,
  request: CartAddRequest['cart_items'][0],
): CartItemRecord | Rejection<404 | 409 | 422> {
  const product = findProduct(state, request.product_id);
  if (product === null) return reject(404, `Product ${request.product_id} does not exist.`, 'product_not_found');
  if (!product.isAvailable) return reject(409, 'This product is currently unavailable.', 'product_unavailable');
  const unitPaise = toPaise(request.selectedDenomination);
  const problem = amountProblem(state, product.id, unitPaise, request.quantity, request.to_pay);
  if (problem !== null) return problem;

  const lines = cartLines(state, userId);
  const same = lines.find((line) => line.productId === product.id && line.unitPaise === unitPaise);
  const quantity = Math.min(maxLineQuantity, (same?.quantity ?? 0) + request.quantity);
  const next =
    same === undefined
      ? [...lines, { unitPaise, quantity }]
      : lines.map((line) => (line === same ? { unitPaise, quantity } : line));
  const overLimit = limitProblem(next);
  if (overLimit !== null) return overLimit;

  if (same !== undefined) {
    return updateRow(state.db, 'cartItem', same, { quantity });
  }
  return state.db.cartItem.create({
    id: state.nextId('cartItem'),
    userId,
    productId: product.id,
    quantity,
    unitPaise,
  });
}

function ownLine(state: SimulatorState, userId: number, id: number): CartItemRecord | null {
  return rowWhere(state.db.cartItem, (line) => line.id === id && line.userId === userId);
}

const lineNotFound = (id: number): Rejection<404> =>
  reject(404, `There is no line ${id} in your cart.`, 'cart_item_not_found');

/** Sets a line's quantity and amount; to_pay is recomputed from them. */
export function updateCartLine(
  state: SimulatorState,
  userId: number,
  request: CartUpdateRequest,
): CartItemRecord | Rejection<404 | 422> {
  const line = ownLine(state, userId, request.id);
  if (line === null) return lineNotFound(request.id);
  const unitPaise = toPaise(request.selectedDenomination);
  const problem = amountProblem(state, line.productId, unitPaise, request.quantity, request.to_pay);
  if (problem !== null) return problem;
  const next = cartLines(state, userId).map((other) =>
    other.id === line.id ? { unitPaise, quantity: request.quantity } : other,
  );
  const overLimit = limitProblem(next);
  if (overLimit !== null) return overLimit;
  return updateRow(state.db, 'cartItem', line, { unitPaise, quantity: request.quantity });
}

export function removeCartLine(state: SimulatorState, userId: number, id: number): Rejection<404> | null {
  if (ownLine(state, userId, id) === null) return lineNotFound(id);
  state.db.cartItem.delete({ where: { id: { equals: id } } });
  return null;
}
