import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { clampQuantity, maxQuantity } from '../../lib/product-amounts';

interface QuantityStepperProps {
  /** What the quantity is for, in the controls' accessible names. */
  itemName: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

/** Outlined round steps, as a stepper's buttons read apart from the field between them. */
const stepSx = { width: 36, height: 36, border: 1, borderColor: 'divider' } as const;

/** − / typed / + quantity from 1 to the line limit; a typed value counts once the field is left or Enter pressed. */
export function QuantityStepper({ itemName, quantity, onChange }: QuantityStepperProps) {
  // What the shopper is typing; the field shows the quantity itself otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  const commit = () => {
    if (draft === null) return;
    // A whole number is clamped into range; anything else puts the quantity back.
    const next = /^\s*-?\d+\s*$/.test(draft) ? clampQuantity(Number(draft)) : quantity;
    setDraft(null);
    if (next !== quantity) onChange(next);
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={`Decrease quantity of ${itemName}`}
        disabled={quantity <= 1}
        onClick={() => {
          // At 1 the button is disabled and would drop the focus to the document: the quantity box takes it.
          if (quantity - 1 <= 1) fieldRef.current?.focus();
          onChange(quantity - 1);
        }}
        size="small"
        sx={stepSx}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        inputRef={fieldRef}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        slotProps={{ htmlInput: { 'aria-label': `Quantity of ${itemName}`, inputMode: 'numeric' } }}
        // Room for three digits inside the field's padding.
        sx={{ '& .MuiInputBase-input': { width: '3.5ch', textAlign: 'center' } }}
      />
      <IconButton
        aria-label={`Increase quantity of ${itemName}`}
        disabled={quantity >= maxQuantity}
        onClick={() => onChange(quantity + 1)}
        size="small"
        sx={stepSx}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
