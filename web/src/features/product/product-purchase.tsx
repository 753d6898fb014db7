import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatInr, parseRupeeInput, toRupees, twoDecimals } from '../../lib/money';
import {
  clampToBand,
  firstBand,
  isAllowedAmount,
  maxQuantity,
  parseQuantityInput,
  toPayPaise,
} from '../../lib/product-amounts';
import type { ProductPageState, SelectedProduct } from '../../lib/product-selection';
import { Button } from '../../lib/ui/button';
import { FormInput } from '../../lib/ui/form-input';
import { useAddToCart } from '../cart';
import { useSignedIn } from '../session';
import styles from './product-purchase.module.css';
import typography from '../../lib/ui/typography.module.css';

const deliveryOptions = [
  { value: 'gift', label: 'Send as Gift' },
  { value: 'account', label: 'Add to my account (for personal use)' },
] as const;

/** The amount, quantity, delivery choice, Coin Details and Add to Cart of the product page. */
export function ProductPurchase({ product }: { product: SelectedProduct }) {
  const navigate = useNavigate();
  const { status, addToCart: requestAddToCart } = useAddToCart();
  const signedIn = useSignedIn();
  const band = firstBand(product);
  const [amountText, setAmountText] = useState(String(product.selectedDenomination));
  const [quantityText, setQuantityText] = useState(String(parseQuantityInput(String(product.quantity)) ?? 1));
  const [delivery, setDelivery] = useState('account');
  const deliveryName = useId();
  const deliveryLabelId = useId();
  const coinDetailsId = useId();
  const added = useRef<ProductPageState | null>(null);

  const typedPaise = parseRupeeInput(amountText);
  const inRange = isAllowedAmount(product, typedPaise);
  const amountPaise = band === null ? 0 : inRange ? typedPaise : clampToBand(typedPaise, band);
  const quantity = parseQuantityInput(quantityText) ?? 1;
  const toPay = toPayPaise(amountPaise, quantity);
  const busy = status === 'loading';
  const amountInvalid = band !== null && !inRange;

  useEffect(() => {
    if (status === 'succeeded' && added.current !== null) navigate('/cart', { state: added.current });
  }, [status, navigate]);

  const addToCart = () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    const choice = { selectedDenomination: toRupees(amountPaise), quantity, to_pay: toRupees(toPay) };
    added.current = { product: { ...product, ...choice } };
    requestAddToCart({ product_id: product.id, ...choice });
  };

  return (
    <div className={styles.purchase}>
      <div className={styles.amounts}>
        <div className={styles.amount}>
          <FormInput
            label="Enter Denomination"
            fullWidth
            adornment="INR"
            type="number"
            inputMode="decimal"
            step="any"
            min={band === null ? undefined : toRupees(band.minPaise)}
            max={band === null ? undefined : toRupees(band.maxPaise)}
            value={amountText}
            disabled={band === null}
            error={amountInvalid}
            helperText={band === null ? undefined : `From ${formatInr(band.minPaise)} to ${formatInr(band.maxPaise)}`}
            onChange={(event) => setAmountText(event.target.value)}
            onBlur={() => {
              if (amountInvalid) setAmountText(String(toRupees(amountPaise)));
            }}
          />
        </div>
        <div className={styles.quantity}>
          <FormInput
            label="Quantity"
            fullWidth
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            step={1}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            onBlur={() => setQuantityText(String(quantity))}
          />
        </div>
      </div>

      <div className={styles.delivery}>
        <span id={deliveryLabelId} className={styles.deliveryLabel}>
          Delivery Options
        </span>
        <div role="radiogroup" aria-labelledby={deliveryLabelId} className={styles.radios}>
          {deliveryOptions.map((option) => (
            <label key={option.value} className={styles.radioControl}>
              <span className={styles.radio}>
                <input
                  type="radio"
                  name={deliveryName}
                  value={option.value}
                  checked={delivery === option.value}
                  onChange={(event) => setDelivery(event.target.value)}
                />
              </span>
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </div>

      <section aria-labelledby={coinDetailsId} className={`${typography.outlinedPaper} ${styles.coinDetails}`}>
        <h2 id={coinDetailsId} className={`${typography.h6} ${styles.coinDetailsHeading}`}>
          Coin Details
        </h2>
        <p className={styles.coins}>₹100 Coins</p>
        <FormInput label="To Pay" fullWidth adornment="₹" readOnly value={twoDecimals(toPay)} />
        <p className={styles.saving}>Saving ₹100 (You&apos;ll pay just ₹400 for this purchase)</p>
      </section>

      <Button variant="contained" size="large" disabled={busy || band === null} onClick={addToCart}>
        {busy ? 'Adding to Cart...' : 'Add to Cart'}
      </Button>
    </div>
  );
}
