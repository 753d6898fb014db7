import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Subcategory } from '../../../../contracts';
import { toRupees } from '../../lib/money';
import { OutlinedField } from '../../lib/outlined-field';
import { parseRupeeInput } from './card-amount';
import type { CatalogueFilters, PriceRange } from './catalogue-slice';

/** Subcategories listed before Show More (spec section 9). */
export const VISIBLE_SUBCATEGORIES = 5;

export function appliedFilterCount({ subCategories, priceRange }: CatalogueFilters): number {
  return subCategories.length + (priceRange.min === null && priceRange.max === null ? 0 : 1);
}

export const noFilters: CatalogueFilters = { subCategories: [], priceRange: { min: null, max: null } };

interface AmountInputProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
}

const typedAmount = (text: string): number | null => (text.trim() === '' ? null : parseRupeeInput(text));
const amountText = (value: number | null): string => (value === null ? '' : String(toRupees(value)));

/** A rupee amount input that keeps what is typed while it is incomplete, and follows outside changes (Clear All). */
function AmountInput({ label, value, onChange }: AmountInputProps) {
  const [text, setText] = useState(() => amountText(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (typedAmount(text) !== value) setText(amountText(value));
  }

  return (
    <OutlinedField
      type="number"
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const typed = typedAmount(event.target.value);
        if (typed === null || !Number.isNaN(typed)) onChange(typed);
      }}
      inputProps={{ min: 0, step: 'any', inputMode: 'decimal' }}
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
  const [showAll, setShowAll] = useState(false);
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
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          Filters
        </Typography>
        <Button size="small" onClick={() => onChange(noFilters)} disabled={count === 0}>
          Reset all
        </Button>
      </Stack>
      {count > 0 && (
        <Alert
          severity="info"
          icon={false}
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => onChange(noFilters)}>
              Clear All
            </Button>
          }
        >
          {count} filters applied
        </Alert>
      )}

      <Typography id={categoriesId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Categories
      </Typography>
      {categoriesLoading ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 1 }}>
          Loading content...
        </Typography>
      ) : categoriesError !== null ? (
        <Typography role="alert" variant="body2" color="error" sx={{ py: 1 }}>
          {categoriesError}
        </Typography>
      ) : (
        <FormGroup aria-labelledby={categoriesId}>
          {visible.map((subcategory) => (
            <FormControlLabel
              key={subcategory.id}
              label={subcategory.name}
              control={
                <Checkbox
                  size="small"
                  checked={value.subCategories.includes(subcategory.id)}
                  onChange={(event) => toggle(subcategory.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {subcategories.length > VISIBLE_SUBCATEGORIES && (
        <Button size="small" onClick={() => setShowAll((shown) => !shown)} aria-expanded={showAll}>
          {showAll ? 'Show Less' : 'Show More'}
        </Button>
      )}

      <Typography id={amountId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 1.5 }}>
        Amount Range
      </Typography>
      <Stack direction="row" spacing={1} role="group" aria-labelledby={amountId}>
        <AmountInput label="Min" value={value.priceRange.min} onChange={(amount) => changePrice('min', amount)} />
        <AmountInput label="Max" value={value.priceRange.max} onChange={(amount) => changePrice('max', amount)} />
      </Stack>
    </Box>
  );
}
