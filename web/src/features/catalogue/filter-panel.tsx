import { useEffect, useId, useState } from 'react';
import type { Subcategory } from '../../../../contracts';
import { formatInr, parseRupeeInput, priceFilterMax, toRupees, type PriceRange } from '../../lib/money';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { OutlinedInput } from '../../lib/ui/outlined-field';
import typography from '../../lib/ui/typography.module.css';
import type { CatalogueFilters } from './catalogue-slice';
import styles from './filter-panel.module.css';

/** Subcategories listed before Show More (spec section 9). */
export const VISIBLE_SUBCATEGORIES = 5;

export function appliedFilterCount({ subCategories, priceRange }: CatalogueFilters): number {
  return subCategories.length + (priceRange.min === null && priceRange.max === null ? 0 : 1);
}

export const noFilters: CatalogueFilters = { subCategories: [], priceRange: { min: null, max: null } };

export const priceFilterHint = `Enter an amount from ${formatInr(0)} to ${formatInr(priceFilterMax)}, with at most 2 decimals.`;

interface AmountInputProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  /** Told whether the box holds text that is no amount the provider takes (such text is never applied). */
  onUnusable(unusable: boolean): void;
  describedBy: string | undefined;
}

/** The amount typed (null when the box is empty), or undefined while the text is no amount the provider takes. */
const typedAmount = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  const amount = parseRupeeInput(text);
  return Number.isNaN(amount) || amount > priceFilterMax ? undefined : amount;
};
const amountText = (value: number | null): string => (value === null ? '' : String(toRupees(value)));
// What is typed on the way to an amount ('12.') is not yet wrong.
const unusableAmount = (text: string): boolean => typedAmount(text) === undefined && !/^\d+\.$/.test(text.trim());

/**
 * A rupee amount input that keeps what is typed while it is incomplete, and follows outside changes (Clear All). Text
 * that is no amount the provider takes (negative, beyond its maximum, 1e3) is marked and not applied: the list keeps
 * the last range it could ask for.
 */
function AmountInput({ label, value, onChange, onUnusable, describedBy }: AmountInputProps) {
  const [text, setText] = useState(() => amountText(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (typedAmount(text) !== value) setText(amountText(value));
  }
  const unusable = unusableAmount(text);
  // After every change of the text, Clear All's emptying of the box included, so that the panel's hint follows it.
  useEffect(() => onUnusable(unusable), [onUnusable, unusable]);

  return (
    <OutlinedInput
      type="number"
      label={label}
      value={text}
      error={unusable}
      aria-describedby={unusable ? describedBy : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const typed = typedAmount(event.target.value);
        if (typed !== undefined) onChange(typed);
      }}
      min={0}
      max={toRupees(priceFilterMax)}
      step="any"
      inputMode="decimal"
      className={styles.amount}
    />
  );
}

interface FilterPanelProps {
  /** The subcategories the checklist offers, ascending by id. */
  subcategories: readonly Subcategory[];
  categoriesLoading: boolean;
  /** Why the subcategories could not be loaded, if they could not. */
  categoriesError: string | null;
  value: CatalogueFilters;
  onChange(filters: CatalogueFilters): void;
}

export function FilterPanel({ subcategories, categoriesLoading, categoriesError, value, onChange }: FilterPanelProps) {
  const headingId = useId();
  const categoriesId = useId();
  const amountId = useId();
  const hintId = useId();
  const [showAll, setShowAll] = useState(false);
  const [unusable, setUnusable] = useState({ min: false, max: false });
  const unusableOn = (side: keyof PriceRange) => (wrong: boolean) =>
    setUnusable((shown) => (shown[side] === wrong ? shown : { ...shown, [side]: wrong }));
  const count = appliedFilterCount(value);
  const visible = showAll ? subcategories : subcategories.slice(0, VISIBLE_SUBCATEGORIES);

  function toggle(subcategoryId: number, checked: boolean) {
    const subCategories = checked
      ? [...value.subCategories, subcategoryId]
      : value.subCategories.filter((selected) => selected !== subcategoryId);
    onChange({ ...value, subCategories });
  }

  function changePrice(side: keyof PriceRange, amount: number | null) {
    onChange({ ...value, priceRange: { ...value.priceRange, [side]: amount } });
  }

  return (
    <section aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Filters
        </h2>
        <Button size="small" onClick={() => onChange(noFilters)} disabled={count === 0}>
          Reset all
        </Button>
      </div>
      {count > 0 && (
        <Alert
          severity="info"
          icon={false}
          className={styles.applied}
          action={
            <Button color="inherit" size="small" onClick={() => onChange(noFilters)}>
              Clear All
            </Button>
          }
        >
          {count} filters applied
        </Alert>
      )}

      <h3 id={categoriesId} className={styles.subtitle}>
        Categories
      </h3>
      {categoriesLoading ? (
        <p role="status" className={`${typography.body2} ${typography.secondary} ${styles.note}`}>
          Loading content...
        </p>
      ) : categoriesError !== null ? (
        <p role="alert" className={`${typography.body2} ${styles.note} ${styles.error}`}>
          {categoriesError}
        </p>
      ) : (
        <div role="group" aria-labelledby={categoriesId} className={styles.options}>
          {visible.map((subcategory) => (
            <label key={subcategory.id} className={styles.option}>
              <input
                type="checkbox"
                checked={value.subCategories.includes(subcategory.id)}
                onChange={(event) => toggle(subcategory.id, event.target.checked)}
              />
              {subcategory.name}
            </label>
          ))}
        </div>
      )}
      {subcategories.length > VISIBLE_SUBCATEGORIES && (
        <Button size="small" onClick={() => setShowAll((shown) => !shown)} aria-expanded={showAll}>
          {showAll ? 'Show Less' : 'Show More'}
        </Button>
      )}

      <h3 id={amountId} className={`${styles.subtitle} ${styles.amountTitle}`}>
        Amount Range
      </h3>
      <div role="group" aria-labelledby={amountId} className={styles.amounts}>
        {(['min', 'max'] as const).map((side) => (
          <AmountInput
            key={side}
            label={side === 'min' ? 'Min' : 'Max'}
            value={value.priceRange[side]}
            onChange={(amount) => changePrice(side, amount)}
            onUnusable={unusableOn(side)}
            describedBy={hintId}
          />
        ))}
      </div>
      {(unusable.min || unusable.max) && (
        <p id={hintId} className={styles.rangeHint}>
          {priceFilterHint}
        </p>
      )}
    </section>
  );
}
