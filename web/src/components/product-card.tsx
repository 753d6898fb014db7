import { memo, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../../../contracts';
import { formatInr, parseRupeeInput, toRupees, twoDecimals, type PriceRange } from '../lib/money';
import { selectProduct } from '../lib/product-selection';
import { isHttpUrl } from '../lib/runtime-config';
import { Button } from '../lib/ui/button';
import { OutlinedInput, OutlinedSelect } from '../lib/ui/outlined-field';
import { cardAmountError, cardAmountsOf, defaultAmount, parseQuantity } from './card-amount';
import styles from './product-card.module.css';
import typography from '../lib/ui/typography.module.css';

/** Delay between the entrance of one card and the next (spec section 9). */
export const CARD_STAGGER_MS = 10;

interface ProductCardProps {
  product: Product;
  priceRange: PriceRange;
  /** The card's place in the list, for the staggered entrance. */
  position: number;
  /** One of the first cards, in view as the page opens: its picture loads at once, with high priority. */
  priority?: boolean;
}

/**
 * The card's picture, 140 px high (the width and height give its box before the style sheet applies; the contract
 * gives one URL, no sizes, so there is no srcset). Below the fold it loads as it nears the viewport.
 */
function ProductImage({ product, priority }: { product: Product; priority: boolean }) {
  const [failed, setFailed] = useState(false);
  if (isHttpUrl(product.image_url) && !failed) {
    return (
      <img
        src={product.image_url}
        alt={product.name}
        width={280}
        height={140}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        onError={() => setFailed(true)}
        className={styles.image}
      />
    );
  }
  return (
    <div className={styles.noImage}>
      <p className={`${typography.body2} ${styles.text}`}>No Image Available</p>
    </div>
  );
}

// Memoised: a page appended by Show More leaves the cards already shown untouched.
export const ProductCard = memo(function ProductCard({
  product,
  priceRange,
  position,
  priority = false,
}: ProductCardProps) {
  const navigate = useNavigate();
  const id = useId();
  const amounts = useMemo(() => cardAmountsOf(product), [product]);
  const [amountText, setAmountText] = useState(() => twoDecimals(defaultAmount(amounts, priceRange)));
  const [quantityText, setQuantityText] = useState('1');

  const amount = parseRupeeInput(amountText);
  const quantity = parseQuantity(quantityText) ?? 1;
  const error = cardAmountError(amounts, amount, priceRange);
  const buyable = amounts.band !== null && error === null;
  const headingId = `${id}-name`;
  const errorId = `${id}-error`;

  function viewCoupon() {
    void navigate('/shopping-cart', { state: { product: selectProduct(product, toRupees(amount), quantity) } });
  }

  const amountField =
    amounts.choices.length > 1 ? (
      <OutlinedSelect
        label="Denomination"
        fullWidth
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={error !== null}
        aria-describedby={error === null ? undefined : errorId}
      >
        {amounts.choices.map((choice) => (
          <option key={choice} value={twoDecimals(choice)}>
            {formatInr(choice)}
          </option>
        ))}
      </OutlinedSelect>
    ) : (
      <OutlinedInput
        type="number"
        label="Denomination"
        fullWidth
        adornment="INR"
        value={amountText}
        disabled={amounts.band === null}
        onChange={(event) => setAmountText(event.target.value)}
        error={error !== null}
        min={amounts.band === null ? undefined : toRupees(amounts.band.min)}
        max={amounts.band === null ? undefined : toRupees(amounts.band.max)}
        step="any"
        inputMode="decimal"
        aria-describedby={error === null ? undefined : errorId}
      />
    );

  return (
    <article
      aria-labelledby={headingId}
      className={styles.card}
      // Inline, so that every card shares one class whatever its place in the list.
      style={{ animationDelay: `${position * CARD_STAGGER_MS}ms` }}
    >
      <ProductImage product={product} priority={priority} />
      <div className={styles.content}>
        <div className={styles.chips}>
          <span className={`${styles.chip} ${styles.recommended}`}>Recommended</span>
          <span className={`${styles.chip} ${styles.instant}`}>Instant</span>
        </div>
        <div>
          <h2 id={headingId} className={styles.name}>
            {product.name}
          </h2>
          <p className={`${typography.body2} ${typography.secondary} ${styles.text}`}>Voucher</p>
        </div>
        {amountField}
        <OutlinedInput
          type="number"
          label="Quantity"
          fullWidth
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
          onBlur={() => setQuantityText(String(quantity))}
          min={1}
          step={1}
          inputMode="numeric"
        />
        {error !== null && (
          <p id={errorId} role="alert" className={`${typography.body2} ${styles.text} ${styles.error}`}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="contained" fullWidth disabled={!buyable} onClick={viewCoupon}>
          View Coupon
        </Button>
      </div>
    </article>
  );
});
