import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { object } from 'yup';
import type { Subcategory } from '../../../../contracts';
import { FormikForm } from '../../components/formik-form';
import { rupeeAmountSchema, typedPaise } from '../../lib/form-schemas';
import { formatInr, priceFilterMax, toRupees, type PriceRange } from '../../lib/money';
import type { CatalogueFilters } from './catalogue-slice';

/** Subcategories listed before Show More (spec section 9). */
export const VISIBLE_SUBCATEGORIES = 5;

export function appliedFilterCount({ subCategories, priceRange }: CatalogueFilters): number {
  return subCategories.length + (priceRange.min === null && priceRange.max === null ? 0 : 1);
}

export const noFilters: CatalogueFilters = { subCategories: [], priceRange: { min: null, max: null } };

export const priceFilterHint = `Enter an amount from ${formatInr(0)} to ${formatInr(priceFilterMax)}, with at most 2 decimals.`;

type Side = keyof PriceRange;
type AmountRangeValues = Record<Side, string>;

const sides: { side: Side; label: string }[] = [
  { side: 'min', label: 'Min' },
  { side: 'max', label: 'Max' },
];

/** The amount typed in paise (null when the box is empty), or undefined when it is no amount the provider takes. */
function typedAmount(text: string | undefined): number | null | undefined {
  if (text === undefined || text.trim() === '') return null;
  const amount = typedPaise(text);
  return amount <= priceFilterMax ? amount : undefined;
}

const amountText = (amount: number | null): string => (amount === null ? '' : String(toRupees(amount)));

/**
 * Each end of the Amount Range: an amount the provider takes (negative, beyond its maximum, 1e3 are not), with the
 * panel's hint as its message. What is typed on the way to an amount ('12.') is not yet wrong: it is checked as the
 * amount it is becoming.
 */
const amountRangeRule = rupeeAmountSchema(priceFilterHint)
  .transform((text: unknown) => (typeof text === 'string' ? text.replace(/^(\d+)\.$/, '$1') : text))
  .test('provider-maximum', priceFilterHint, (text) => typedAmount(text) !== undefined);

export const amountRangeSchema = object({ min: amountRangeRule, max: amountRangeRule });

const rangeTexts = (range: PriceRange): AmountRangeValues => ({
  min: amountText(range.min),
  max: amountText(range.max),
});

interface AmountRangeProps {
  range: PriceRange;
  onChange(range: PriceRange): void;
  labelledBy: string;
}

/**
 * The Min and Max boxes. Each amount the provider takes applies as it is typed (the list follows, debounced), and the
 * box keeps what is typed ('500.50', '12.'); text that is no such amount is marked, explained by the hint, and never
 * applied: the list keeps the last range it could ask for. A change of the range from outside (Clear All, Reset all)
 * shows in the boxes.
 */
function AmountRange({ range, onChange, labelledBy }: AmountRangeProps) {
  const hintId = useId();
  const formik = useFormik<AmountRangeValues>({
    initialValues: rangeTexts(range),
    validationSchema: amountRangeSchema,
    // Checked as typed; leaving a box changes nothing, and a check on leaving it for Clear All would land after the
    // boxes were emptied, marking them again.
    validateOnBlur: false,
    // Each amount applied as it was typed: a submit has nothing left to do.
    onSubmit: () => undefined,
  });
  const { resetForm } = formik;
  // The range as the boxes last applied or showed it; any other is a change from outside, which they then show.
  const [expected, setExpected] = useState(range);
  const [shownRange, setShownRange] = useState<AmountRangeValues | null>(null);
  if (expected.min !== range.min || expected.max !== range.max) {
    setExpected(range);
    setShownRange(rangeTexts(range));
  }
  useEffect(() => {
    if (shownRange !== null) void resetForm({ values: shownRange });
  }, [shownRange, resetForm]);

  const unusable = sides.some(({ side }) => formik.errors[side] !== undefined);

  // The text as typed (formik's own handler would read a number box as a number, dropping '12.' and '500.50').
  const change = (side: Side) => (event: ChangeEvent<HTMLInputElement>) => {
    void formik.setFieldValue(side, event.target.value);
    const amount = typedAmount(event.target.value);
    if (amount === undefined || amount === range[side]) return;
    const next = { ...range, [side]: amount };
    setExpected(next);
    onChange(next);
  };

  return (
    <FormikForm formik={formik}>
      <Stack direction="row" role="group" aria-labelledby={labelledBy} sx={{ gap: 1 }}>
        {sides.map(({ side, label }) => {
          const error = formik.errors[side] !== undefined;
          return (
            <TextField
              key={side}
              type="number"
              size="small"
              label={label}
              name={side}
              value={formik.values[side]}
              onChange={change(side)}
              onBlur={formik.handleBlur}
              error={error}
              slotProps={{
                htmlInput: {
                  min: 0,
                  max: toRupees(priceFilterMax),
                  step: 'any',
                  inputMode: 'decimal',
                  'aria-describedby': error ? hintId : undefined,
                },
              }}
              sx={{ flex: 1 }}
            />
          );
        })}
      </Stack>
      {unusable && (
        <FormHelperText id={hintId} error>
          {priceFilterHint}
        </FormHelperText>
      )}
    </FormikForm>
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
        <FormGroup role="group" aria-labelledby={categoriesId}>
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
      <AmountRange
        range={value.priceRange}
        onChange={(priceRange) => onChange({ ...value, priceRange })}
        labelledBy={amountId}
      />
    </Box>
  );
}
