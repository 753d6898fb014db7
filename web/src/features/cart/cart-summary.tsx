import { useId, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatCoins, formatInr } from '../../lib/money';
import { Button } from '../../lib/ui/button';
import { Checkbox } from '../../lib/ui/checkbox';
import { coinDiscountToggled, selectCartSyncing } from './cart-slice';
import styles from './cart-summary.module.css';
import { useCheckoutSummary } from './use-cart-view';
import typography from '../../lib/ui/typography.module.css';

function SummaryRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.row} ${styles.strong}` : styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function insufficientCoinsMessage(coinsNeeded: number): string {
  return `Insufficient coins for discount. Need ${coinsNeeded} coins.`;
}

interface CartSummaryProps {
  placing: boolean;
  onCheckout: () => void;
}

/** The cart's total, the coin discount (10% of the total, paid in coins), the cash to pay and Checkout. */
export function CartSummary({ placing, onCheckout }: CartSummaryProps) {
  const dispatch = useDispatch();
  const summary = useCheckoutSummary();
  const syncing = useSelector(selectCartSyncing);
  const titleId = useId();
  const refusalId = useId();
  const refused = summary.totalPaise > 0 && !summary.discountAllowed;

  return (
    <section aria-labelledby={titleId} className={`${typography.outlinedPaper} ${styles.summary}`}>
      <h2 id={titleId} className={`${typography.h6} ${styles.title}`}>
        Order summary
      </h2>
      <dl className={styles.rows}>
        <SummaryRow label="Cart total">{formatInr(summary.totalPaise)}</SummaryRow>
      </dl>
      <Checkbox
        className={styles.discount}
        checked={summary.discountApplied}
        disabled={summary.totalPaise === 0 || refused}
        onChange={(event) => dispatch(coinDiscountToggled(event.target.checked))}
        aria-describedby={refused ? refusalId : undefined}
        label={
          <>
            <span className={styles.offer}>Use {formatCoins(summary.discountPaise)} coins for 10% off</span>
            <span className={`${typography.body2} ${typography.secondary}`}>
              Your balance: {formatCoins(summary.balancePaise)} coins
            </span>
          </>
        }
      />
      {refused && (
        <p id={refusalId} className={`${typography.body2} ${styles.refusal}`}>
          {insufficientCoinsMessage(summary.coinsNeeded)}
        </p>
      )}
      <hr className={styles.divider} />
      <dl className={styles.rows}>
        {summary.discountApplied && <SummaryRow label="Coin discount">−{formatInr(summary.coinsPaise)}</SummaryRow>}
        <SummaryRow label="Cash to pay" strong>
          {formatInr(summary.cashPaise)}
        </SummaryRow>
      </dl>
      {/* Every change of a quantity, a removal or the discount moves these amounts: said without moving the focus. */}
      <p role="status" className={typography.visuallyHidden}>
        {`Cart total ${formatInr(summary.totalPaise)}, cash to pay ${formatInr(summary.cashPaise)}.`}
      </p>
      <Button
        variant="contained"
        size="large"
        fullWidth
        className={styles.checkout}
        disabled={placing || syncing || summary.totalPaise === 0}
        onClick={onCheckout}
      >
        {placing ? 'Placing order...' : 'Checkout'}
      </Button>
    </section>
  );
}
