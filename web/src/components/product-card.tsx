import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { memo, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../../../contracts';
import { typedPaise } from '../lib/form-schemas';
import { formatInr, toRupees, twoDecimals, type PriceRange } from '../lib/money';
import { parseQuantityInput } from '../lib/product-amounts';
import { selectProduct } from '../lib/product-selection';
import { isHttpUrl } from '../lib/runtime-config';
import { cardAmountsOf, cardSchema, defaultAmount, type CardValues } from './card-amount';
import { formikField, keepTypedText, normaliseOnBlur } from './formik-field';
import { FormikForm } from './formik-form';

/** Delay between the entrance of one card and the next (spec section 9). */
export const CARD_STAGGER_MS = 10;

/** The picture's height; product-card-skeleton.tsx draws the card's outline with it. */
export const CARD_IMAGE_HEIGHT = 140;

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const cardSx = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  animation: `${enter} 240ms ease-out both`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  // The form holds the fields and the button: it fills the card so that the button sits at its foot.
  '& > form': { flexGrow: 1, display: 'flex', flexDirection: 'column' },
} as const;

interface ProductCardProps {
  product: Product;
  priceRange: PriceRange;
  /** The card's place in the list, for the staggered entrance. */
  position: number;
  /** One of the first cards, in view as the page opens: its picture loads at once, with high priority. */
  priority?: boolean;
}

/**
 * The card's picture (the width and height give its box before the styles apply; the contract gives one URL, no
 * sizes, so there is no srcset). Below the fold it loads as it nears the viewport.
 */
function ProductImage({ product, priority }: { product: Product; priority: boolean }) {
  const [failed, setFailed] = useState(false);
  if (isHttpUrl(product.image_url) && !failed) {
    return (
      <Box
        component="img"
        src={product.image_url}
        alt={product.name}
        width={280}
        height={CARD_IMAGE_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        onError={() => setFailed(true)}
        sx={{ display: 'block', width: '100%', height: CARD_IMAGE_HEIGHT, objectFit: 'contain', bgcolor: 'grey.100' }}
      />
    );
  }
  return (
    <Box
      sx={{
        height: CARD_IMAGE_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.200',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">No Image Available</Typography>
    </Box>
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
  const schema = useMemo(() => cardSchema(amounts, priceRange), [amounts, priceRange]);
  const formik = useFormik<CardValues>({
    initialValues: { amount: twoDecimals(defaultAmount(amounts, priceRange)), quantity: '1' },
    validationSchema: schema,
    onSubmit: ({ amount, quantity }) => {
      const chosen = selectProduct(product, toRupees(typedPaise(amount)), parseQuantityInput(quantity) ?? 1);
      void navigate('/shopping-cart', { state: { product: chosen } });
    },
  });
  const { validateForm } = formik;
  // At once and whenever the filter's price range changes: the amount's message follows the list's range.
  useEffect(() => {
    void validateForm();
  }, [schema, validateForm]);

  // The amount's message shows as soon as it is typed, under the fields, as the spec's card does.
  const error = formik.errors.amount;
  const buyable = amounts.band !== null && error === undefined;
  const headingId = `${id}-name`;
  const errorId = `${id}-error`;
  const amountInput = { 'aria-describedby': error === undefined ? undefined : errorId };

  // The text as typed: formik's own handler would read a number box as a number ('1e3' as 1000, '250.50' as 250.5).
  const keepText = keepTypedText(formik);
  const restoreQuantity = normaliseOnBlur(formik, 'quantity', (text) => String(parseQuantityInput(text) ?? 1));

  const amountField =
    amounts.choices.length > 1 ? (
      <TextField
        select
        size="small"
        label="Denomination"
        fullWidth
        name="amount"
        value={formik.values.amount}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={error !== undefined}
        slotProps={{ select: { native: true }, htmlInput: amountInput }}
      >
        {amounts.choices.map((choice) => (
          <option key={choice} value={twoDecimals(choice)}>
            {formatInr(choice)}
          </option>
        ))}
      </TextField>
    ) : (
      <TextField
        type="number"
        size="small"
        label="Denomination"
        fullWidth
        name="amount"
        value={formik.values.amount}
        onChange={keepText}
        onBlur={formik.handleBlur}
        disabled={amounts.band === null}
        error={error !== undefined}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">INR</InputAdornment> },
          htmlInput: {
            ...amountInput,
            min: amounts.band === null ? undefined : toRupees(amounts.band.min),
            max: amounts.band === null ? undefined : toRupees(amounts.band.max),
            step: 'any',
            inputMode: 'decimal',
          },
        }}
      />
    );

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      // Inline, so that every card shares one generated class whatever its place in the list.
      style={{ animationDelay: `${position * CARD_STAGGER_MS}ms` }}
      sx={cardSx}
    >
      <ProductImage product={product} priority={priority} />
      <FormikForm formik={formik}>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 2 }}>
          <Stack direction="row" spacing={1}>
            <Chip label="Recommended" size="small" color="primary" />
            <Chip label="Instant" size="small" color="success" variant="outlined" />
          </Stack>
          <div>
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {product.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Voucher
            </Typography>
          </div>
          {amountField}
          <TextField
            type="number"
            size="small"
            label="Quantity"
            fullWidth
            {...formikField(formik, 'quantity', schema)}
            onChange={keepText}
            onBlur={restoreQuantity}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          />
          {error !== undefined && (
            <Typography id={errorId} role="alert" variant="body2" color="error">
              {error}
            </Typography>
          )}
        </CardContent>
        <CardActions sx={{ px: 2, pt: 1, pb: 2 }}>
          <Button type="submit" variant="contained" fullWidth disabled={!buyable}>
            View Coupon
          </Button>
        </CardActions>
      </FormikForm>
    </Card>
  );
});
