import { useDispatch } from 'react-redux';
import { ProductImage } from '../../components/product-image';
import { formatCalendarDate } from '../../lib/dates';
import { formatInr } from '../../lib/money';
import { focusPageHeading } from '../../lib/page-heading';
import { Button } from '../../lib/ui/button';
import styles from './cart-line.module.css';
import { cartLineRemoveRequested, cartQuantityChanged, type CartLineView } from './cart-slice';
import { QuantityStepper } from './quantity-stepper';
import typography from '../../lib/ui/typography.module.css';

function expiryText(expiryDate: string | null | undefined): string {
  const date = expiryDate == null ? null : formatCalendarDate(expiryDate);
  return date === null ? 'No expiry date' : `Valid till ${date}`;
}

/**
 * One line of the cart: the voucher, its amount and quantity, the line's total, and Remove. A `priority` line's
 * picture loads at once instead of as it nears the viewport.
 */
export function CartLine({ line, priority = false }: { line: CartLineView; priority?: boolean }) {
  const dispatch = useDispatch();
  const { item } = line;
  const name = item.product.name;
  return (
    <li aria-label={name} className={`${typography.outlinedPaper} ${styles.line}`}>
      <div className={styles.picture}>
        <ProductImage url={item.product.image_url} name={name} priority={priority} />
      </div>
      <div className={styles.details}>
        <h2 className={styles.name}>{name}</h2>
        <p className={`${typography.body2} ${typography.secondary} ${styles.note}`}>
          {expiryText(item.product.expiry_date)}
        </p>
        <p className={`${typography.body2} ${styles.note}`}>Denomination: {formatInr(line.unitPaise)}</p>
      </div>
      <div className={styles.total}>
        <p className={`${typography.body2} ${typography.secondary} ${styles.note}`}>Total</p>
        <p className={styles.amount}>{formatInr(line.totalPaise)}</p>
      </div>
      <div className={styles.controls}>
        <QuantityStepper
          itemName={name}
          quantity={line.quantity}
          onChange={(quantity) => dispatch(cartQuantityChanged(item.id, quantity))}
        />
        <Button
          className={styles.remove}
          aria-label={`Remove ${name}`}
          disabled={line.saving}
          onClick={() => {
            // The button is disabled at once and the line then goes: the focus, which would fall to the document,
            // waits on the page's heading.
            focusPageHeading();
            dispatch(cartLineRemoveRequested(item.id));
          }}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
