import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { formikField, keepTypedText, normaliseOnBlur } from '../../components/formik-field';
import { FormikForm } from '../../components/formik-form';
import { typedPaise } from '../../lib/form-schemas';
import { toRupees, twoDecimals } from '../../lib/money';
import {
  clampToBand,
  firstBand,
  isAllowedAmount,
  maxQuantity,
  parseQuantityInput,
  toPayPaise,
} from '../../lib/product-amounts';
import type { ProductPageState, SelectedProduct } from '../../lib/product-selection';
import { useAddToCart } from '../cart';
import { useSignedIn } from '../session';
import { bandHint, purchaseSchema } from './purchase-schema';

/** What the purchase form holds: the amount and quantity as typed, and the delivery choice. */
interface PurchaseValues {
  amount: string;
  quantity: string;
  delivery: 'gift' | 'account';
}

const deliveryOptions = [
  { value: 'gift', label: 'Send as Gift' },
  { value: 'account', label: 'Add to my account (for personal use)' },
] as const;

/** The amount, quantity, delivery choice, Coin Details and Add to Cart of the product page. */
export function ProductPurchase({ product }: { product: SelectedProduct }) {
  const navigate = useNavigate();
  const { status, addToCart } = useAddToCart();
  const signedIn = useSignedIn();
  const band = firstBand(product);
  const schema = useMemo(() => purchaseSchema(product), [product]);
  const deliveryLabelId = useId();
  const coinDetailsId = useId();
  const added = useRef<ProductPageState | null>(null);

  /** The amount to buy, in paise: what is typed when the provider accepts it, else the band's nearest end. */
  const amountPaiseOf = (text: string): number => {
    if (band === null) return 0;
    const typed = typedPaise(text);
    return isAllowedAmount(product, typed) ? typed : clampToBand(typed, band);
  };
  const quantityOf = (text: string): number => parseQuantityInput(text) ?? 1;

  const formik = useFormik<PurchaseValues>({
    initialValues: {
      amount: String(product.selectedDenomination),
      quantity: String(quantityOf(String(product.quantity))),
      delivery: 'account',
    },
    validationSchema: schema,
    onSubmit: ({ amount, quantity }) => {
      if (!signedIn) {
        void navigate('/login');
        return;
      }
      const amountPaise = amountPaiseOf(amount);
      const units = quantityOf(quantity);
      const choice = {
        selectedDenomination: toRupees(amountPaise),
        quantity: units,
        to_pay: toRupees(toPayPaise(amountPaise, units)),
      };
      added.current = { product: { ...product, ...choice } };
      addToCart({ product_id: product.id, ...choice });
    },
  });
  const busy = status === 'loading';

  useEffect(() => {
    if (status === 'succeeded' && added.current !== null) void navigate('/cart', { state: added.current });
  }, [status, navigate]);

  const toPay = toPayPaise(amountPaiseOf(formik.values.amount), quantityOf(formik.values.quantity));

  // The text as typed: formik's own handler would read a number box as a number ('1e3' as 1000, '149.50' as 149.5).
  const keepText = keepTypedText(formik);
  // Leaving the amount out of range puts the band's nearest end in its place.
  const clampAmount = normaliseOnBlur(formik, 'amount', (text) =>
    band !== null && !isAllowedAmount(product, typedPaise(text)) ? String(toRupees(amountPaiseOf(text))) : text,
  );
  const restoreQuantity = normaliseOnBlur(formik, 'quantity', (text) => String(quantityOf(text)));

  return (
    <FormikForm formik={formik}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TextField
            type="number"
            label="Enter Denomination"
            name="amount"
            value={formik.values.amount}
            onChange={keepText}
            onBlur={clampAmount}
            disabled={band === null}
            // Red as soon as it is out of range, as the spec's page is.
            error={formik.errors.amount !== undefined}
            helperText={bandHint(product)}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">INR</InputAdornment> },
              htmlInput: {
                inputMode: 'decimal',
                step: 'any',
                min: band === null ? undefined : toRupees(band.minPaise),
                max: band === null ? undefined : toRupees(band.maxPaise),
              },
            }}
            sx={{ flex: '2 1 220px', minWidth: 0 }}
          />
          <TextField
            type="number"
            label="Quantity"
            {...formikField(formik, 'quantity', schema)}
            onChange={keepText}
            onBlur={restoreQuantity}
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: maxQuantity, step: 1 } }}
            sx={{ flex: '1 1 120px', minWidth: 0 }}
          />
        </Box>

        <FormControl>
          <FormLabel id={deliveryLabelId}>Delivery Options</FormLabel>
          <RadioGroup
            row
            aria-labelledby={deliveryLabelId}
            name="delivery"
            value={formik.values.delivery}
            onChange={formik.handleChange}
          >
            {deliveryOptions.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
        </FormControl>

        <Paper variant="outlined" component="section" aria-labelledby={coinDetailsId} sx={{ p: 2 }}>
          <Typography id={coinDetailsId} component="h2" variant="h6" gutterBottom>
            Coin Details
          </Typography>
          <Typography sx={{ fontWeight: 600, mb: 2 }}>₹100 Coins</Typography>
          <TextField
            label="To Pay"
            value={twoDecimals(toPay)}
            fullWidth
            slotProps={{
              input: { readOnly: true, startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            }}
          />
          <Typography color="success.dark" sx={{ mt: 2 }}>
            Saving ₹100 (You&apos;ll pay just ₹400 for this purchase)
          </Typography>
        </Paper>

        <Button type="submit" variant="contained" size="large" disabled={busy || band === null}>
          {busy ? 'Adding to Cart...' : 'Add to Cart'}
        </Button>
      </Box>
    </FormikForm>
  );
}
