import { useState, type KeyboardEvent } from 'react';
import type { PaymentLinks } from '../../../../contracts';
import { payLinkOf, paymentMethods, type PaymentMethod } from './payment-methods';
import styles from './payment-method-grid.module.css';
import { withModifier } from '../../lib/ui/modifier-keys';

interface PaymentMethodGridProps {
  links: PaymentLinks;
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  /** Every tile off: the order can no longer be paid. */
  disabled?: boolean;
}

/** Arrow keys, Home and End move the focus between the usable tiles, round at the ends, and choose the tile. */
function moveChoice(event: KeyboardEvent<HTMLDivElement>) {
  const tiles = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:enabled')];
  const current = tiles.findIndex((tile) => tile === event.target);
  const targets: Partial<Record<string, number>> = {
    ArrowLeft: current - 1,
    ArrowRight: current + 1,
    Home: 0,
    End: tiles.length - 1,
  };
  const next = targets[event.key];
  if (current === -1 || next === undefined || withModifier(event)) return;
  event.preventDefault();
  const tile = tiles.at(next % tiles.length);
  tile?.focus();
  tile?.click();
}

/**
 * The four method tiles, one of which is chosen: a radio group (WAI-ARIA's pattern, so that a screen reader says how it
 * is used), drawn as tiles; a tile without a link is disabled. The group is a single tab stop (the tile last focused,
 * else the chosen one, else the first usable one) whose arrow keys move the choice.
 */
export function PaymentMethodGrid({ links, chosen, onChoose, disabled = false }: PaymentMethodGridProps) {
  const [focused, setFocused] = useState<PaymentMethod | null>(null);
  const usable = paymentMethods.filter((method) => payLinkOf(links, method) !== null);
  const tabStop = [focused, chosen].find((method) => method !== null && usable.includes(method)) ?? usable[0];
  return (
    <div
      role="radiogroup"
      aria-label="Payment method"
      aria-disabled={disabled || undefined}
      className={styles.grid}
      onKeyDown={moveChoice}
    >
      {paymentMethods.map((method) => (
        <button
          key={method.key}
          type="button"
          role="radio"
          className={styles.tile}
          aria-checked={chosen?.key === method.key}
          disabled={disabled || !usable.includes(method)}
          tabIndex={method === tabStop ? 0 : -1}
          onFocus={() => setFocused(method)}
          onClick={() => onChoose(method)}
        >
          {method.name}
        </button>
      ))}
    </div>
  );
}
