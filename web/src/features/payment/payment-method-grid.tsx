import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import { useState, type KeyboardEvent } from 'react';
import type { PaymentLinks } from '../../../../contracts';
import { payLinkOf, paymentMethods, type PaymentMethod } from './payment-methods';

interface PaymentMethodGridProps {
  links: PaymentLinks;
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  /** Every tile off: the order can no longer be paid. */
  disabled?: boolean;
}

/** A key held with Alt, Ctrl, Meta or Shift belongs to the browser or the system (Alt+Left goes back), not the grid. */
function withModifier(event: KeyboardEvent): boolean {
  return event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
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
 * A tile in the look of MUI's ToggleButton, with rounder corners and a bolder label. The chosen one has the brand's
 * thicker outline as well as the tint: the choice must not rest on a shade of grey alone.
 */
const tileSx = (theme: Theme) => ({
  ...theme.typography.button,
  fontWeight: 700,
  px: '11px',
  py: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  color: 'action.active',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-checked="true"]': {
    color: 'text.primary',
    bgcolor: 'action.selected',
    borderColor: 'primary.main',
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '&[aria-checked="true"]:hover': { bgcolor: 'action.focus' },
  '&.Mui-disabled': { color: 'action.disabled' },
});

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
    <Box
      role="radiogroup"
      aria-label="Payment method"
      aria-disabled={disabled || undefined}
      onKeyDown={moveChoice}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}
    >
      {paymentMethods.map((method) => (
        <ButtonBase
          key={method.key}
          role="radio"
          aria-checked={chosen?.key === method.key}
          disabled={disabled || !usable.includes(method)}
          tabIndex={method === tabStop ? 0 : -1}
          onFocus={() => setFocused(method)}
          onClick={() => onChoose(method)}
          sx={tileSx}
        >
          {method.name}
        </ButtonBase>
      ))}
    </Box>
  );
}
