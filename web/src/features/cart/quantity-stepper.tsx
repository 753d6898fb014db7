import { useRef, useState } from 'react';
import { clampQuantity, maxQuantity } from '../../lib/product-amounts';
import { IconButton } from '../../lib/ui/icon-button';
import { OutlinedInput } from '../../lib/ui/outlined-field';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  /** What the quantity is for, in the controls' accessible names. */
  itemName: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

/** − / typed / + quantity from 1 to the line limit; a typed value counts once the field is left or Enter pressed. */
export function QuantityStepper({ itemName, quantity, onChange }: QuantityStepperProps) {
  // What the shopper is typing; the field shows the quantity itself otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const stepperRef = useRef<HTMLDivElement>(null);

  const commit = () => {
    if (draft === null) return;
    // A whole number is clamped into range; anything else puts the quantity back.
    const next = /^\s*-?\d+\s*$/.test(draft) ? clampQuantity(Number(draft)) : quantity;
    setDraft(null);
    if (next !== quantity) onChange(next);
  };

  return (
    <div ref={stepperRef} className={styles.stepper}>
      <IconButton
        aria-label={`Decrease quantity of ${itemName}`}
        disabled={quantity <= 1}
        onClick={() => {
          // At 1 the button is disabled and would drop the focus to the document: the quantity box takes it.
          if (quantity - 1 <= 1) stepperRef.current?.querySelector('input')?.focus();
          onChange(quantity - 1);
        }}
        size="small"
        className={styles.step}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <OutlinedInput
        aria-label={`Quantity of ${itemName}`}
        inputMode="numeric"
        className={styles.quantity}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <IconButton
        aria-label={`Increase quantity of ${itemName}`}
        disabled={quantity >= maxQuantity}
        onClick={() => onChange(quantity + 1)}
        size="small"
        className={styles.step}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </div>
  );
}
