import type { CartAddRequest, CartItem, CartUpdateRequest, ErrorGeneric } from '../../contracts';
import type { CartItemRecord, DenominationRecord } from '../db/records';
import { genericError } from '../http/errors';
import type { Simulator } from '../simulator';
import { findProduct, productView } from './catalogue';
import { toMoneyString, toPaise, toRupees } from './money';

/** Why a cart change was refused, with the status the call documents for it. */
export interface Rejection<Status extends number> {
  status: Status;
  body: ErrorGeneric;
}

type CartLineAmount = Pick<CartItemRecord, 'unitPaise' | 'quantity'>;

const maxLineQuantity = 100;

/**
 * Bounds that keep every cart placeable as one order within the order contracts: at most 100
 * items, 1,000 vouchers (one per unit) and an amount of 1,00,00,000 rupees.
 */
const cartLimits = { lines: 100, units: 1000, totalPaise: toPaise(10_000_000) };

const reject = <Status extends number>(status: Status, detail: string, code: string): Rejection<Status> => ({
  status,
  body: genericError(detail, code),
});

/** The shopper's cart lines in the order they were added. */
export function cartLines(simulator: Simulator, userId: number): CartItemRecord[] {
  return simulator.db.cartItem.findMany({ where: { userId: { equals: userId } }, orderBy: { id: 'asc' } });
}

export function cartTotalPaise(lines: readonly CartLineAmount[]): number {
  return lines.reduce((total, line) => total + line.unitPaise * line.quantity, 0);
}

export function clearCart(simulator: Simulator, userId: number): void {
  simulator.db.cartItem.deleteMany({ where: { userId: { equals: userId } } });
}

export function cartItemView(simulator: Simulator, line: CartItemRecord): CartItem {
  const product = findProduct(simulator, line.productId);
  if (product === null) throw new Error(`Cart line ${line.id} refers to the missing product ${line.productId}`);
  return {
    id: line.id,
    product: productView(simulator, product),
    product_id: line.productId,
    quantity: line.quantity,
    price: toMoneyString(line.unitPaise),
    selectedDenomination: toRupees(line.unitPaise),
    to_pay: toMoneyString(line.unitPaise * line.quantity),
  };
}

/** A product's amount bands in their order; only the first one is a range a shopper may choose within. */
export function denominationsOf(simulator: Simulator, productId: number): DenominationRecord[] {
  return simulator.db.denomination.findMany({
    where: { productId: { equals: productId } },
    orderBy: { position: 'asc' },
  });
}

/** Within the first denomination's band, or exactly the min of another denomination. */
function denominationAllowed(simulator: Simulator, productId: number, unitPaise: number): boolean {
  const [first, ...others] = denominationsOf(simulator, productId);
  if (first === undefined || unitPaise <= 0) return false;
  return (unitPaise >= first.minPaise && unitPaise <= first.maxPaise) || others.some((d) => d.minPaise === unitPaise);
}

function amountProblem(
  simulator: Simulator,
  productId: number,
  unitPaise: number,
  quantity: number,
  toPay: number,
): Rejection<422> | null {
  if (!denominationAllowed(simulator, productId, unitPaise)) {
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
  simulator: Simulator,
  userId: number,
  request: CartAddRequest['cart_items'][0],
): CartItemRecord | Rejection<404 | 409 | 422> {
  const product = findProduct(simulator, request.product_id);
  if (product === null) return reject(404, `Product ${request.product_id} does not exist.`, 'product_not_found');
  if (!product.isAvailable) return reject(409, 'This product is currently unavailable.', 'product_unavailable');
  const unitPaise = toPaise(request.selectedDenomination);
  const problem = amountProblem(simulator, product.id, unitPaise, request.quantity, request.to_pay);
  if (problem !== null) return problem;

  const lines = cartLines(simulator, userId);
  const same = lines.find((line) => line.productId === product.id && line.unitPaise === unitPaise);
  const quantity = Math.min(maxLineQuantity, (same?.quantity ?? 0) + request.quantity);
  const next =
    same === undefined
      ? [...lines, { unitPaise, quantity }]
      : lines.map((line) => (line === same ? { unitPaise, quantity } : line));
  const overLimit = limitProblem(next);
  if (overLimit !== null) return overLimit;

  if (same !== undefined) {
    return simulator.db.cartItem.update({ where: { id: { equals: same.id } }, data: { quantity } }) ?? same;
  }
  return simulator.db.cartItem.create({
    id: simulator.nextId('cartItem'),
    userId,
    productId: product.id,
    quantity,
    unitPaise,
  });
}

function ownLine(simulator: Simulator, userId: number, id: number): CartItemRecord | null {
  return simulator.db.cartItem.findFirst({ where: { id: { equals: id }, userId: { equals: userId } } });
}

const lineNotFound = (id: number): Rejection<404> =>
  reject(404, `There is no line ${id} in your cart.`, 'cart_item_not_found');

/** Sets a line's quantity and amount; to_pay is recomputed from them. */
export function updateCartLine(
  simulator: Simulator,
  userId: number,
  request: CartUpdateRequest,
): CartItemRecord | Rejection<404 | 422> {
  const line = ownLine(simulator, userId, request.id);
  if (line === null) return lineNotFound(request.id);
  const unitPaise = toPaise(request.selectedDenomination);
  const problem = amountProblem(simulator, line.productId, unitPaise, request.quantity, request.to_pay);
  if (problem !== null) return problem;
  const next = cartLines(simulator, userId).map((other) =>
    other.id === line.id ? { unitPaise, quantity: request.quantity } : other,
  );
  const overLimit = limitProblem(next);
  if (overLimit !== null) return overLimit;
  return (
    simulator.db.cartItem.update({
      where: { id: { equals: line.id } },
      data: { unitPaise, quantity: request.quantity },
    }) ?? line
  );
}

export function removeCartLine(simulator: Simulator, userId: number, id: number): Rejection<404> | null {
  if (ownLine(simulator, userId, id) === null) return lineNotFound(id);
  simulator.db.cartItem.delete({ where: { id: { equals: id } } });
  return null;
}
