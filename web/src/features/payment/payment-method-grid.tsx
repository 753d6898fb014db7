import { useState, type KeyboardEvent } from 'react';
import type { PaymentLinks } from '../../../../contracts';
import { payLinkOf, paymentMethods, type PaymentMethod } from './payment-methods';
import styles from './payment-method-grid.module.css';
import { withModifier } from '../../lib/ui/modifier-keys';

interface PaymentMethodGridProps {
  links: PaymentLinks;
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
}

/** Arrow keys, Home and End move the focus between the usable tiles, round at the ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
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
  tiles.at(next % tiles.length)?.focus();
}

/**
 * The four method tiles, toggle buttons in one group; a tile without a link is disabled. As in MUI's
 * ToggleButtonGroup, the group is a single tab stop (the tile last focused, else the chosen one, else the first
 * usable one) that the arrow keys move.
 */
export function PaymentMethodGrid({ links, chosen, onChoose }: PaymentMethodGridProps) {
  const [focused, setFocused] = useState<PaymentMethod | null>(null);
  const usable = paymentMethods.filter((method) => payLinkOf(links, method) !== null);
  const tabStop = [focused, chosen].find((method) => method !== null && usable.includes(method)) ?? usable[0];
  return (
    <div role="group" aria-label="Payment method" className={styles.grid} onKeyDown={moveFocus}>
      {paymentMethods.map((method) => (
        <button
          key={method.key}
          type="button"
          className={styles.tile}
          aria-pressed={chosen?.key === method.key}
          disabled={!usable.includes(method)}
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
