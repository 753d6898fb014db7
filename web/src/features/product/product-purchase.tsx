import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextField } from '../../components/text-field';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatInr, parseRupeeInput, toRupees, twoDecimals } from '../../lib/money';
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

/** The amount, quantity, delivery choice, Coin Details and Add to Cart of the product page. */
export function ProductPurchase({ product }: { product: SelectedProduct }) {
  const navigate = useNavigate();
  const { status, addToCart: requestAddToCart } = useAddToCart();
  const signedIn = useSignedIn();
  const band = firstBand(product);
  const [amountText, setAmountText] = useState(String(product.selectedDenomination));
  const [quantityText, setQuantityText] = useState(String(parseQuantityInput(String(product.quantity)) ?? 1));
  const [delivery, setDelivery] = useState('account');
  const deliveryLabelId = useId();
  const coinDetailsId = useId();
  const added = useRef<ProductPageState | null>(null);

  const typedPaise = parseRupeeInput(amountText);
  const inRange = isAllowedAmount(product, typedPaise);
  const amountPaise = band === null ? 0 : inRange ? typedPaise : clampToBand(typedPaise, band);
  const quantity = parseQuantityInput(quantityText) ?? 1;
  const toPay = toPayPaise(amountPaise, quantity);
  const busy = status === 'loading';

  useEffect(() => {
    if (status === 'succeeded' && added.current !== null) navigate('/cart', { state: added.current });
  }, [status, navigate]);

  const addToCart = () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    const choice = { selectedDenomination: toRupees(amountPaise), quantity, to_pay: toRupees(toPay) };
    added.current = { product: { ...product, ...choice } };
    requestAddToCart({ product_id: product.id, ...choice });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label="Enter Denomination"
          type="number"
          value={amountText}
          disabled={band === null}
          error={band !== null && !inRange}
          helperText={band === null ? undefined : `From ${formatInr(band.minPaise)} to ${formatInr(band.maxPaise)}`}
          onChange={(event) => setAmountText(event.target.value)}
          onBlur={() => {
            if (band !== null && !inRange) setAmountText(String(toRupees(amountPaise)));
          }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">INR</InputAdornment> },
            htmlInput: {
              inputMode: 'decimal',
              step: 'any',
              min: band === null ? undefined : toRupees(band.minPaise),
              max: band === null ? undefined : toRupees(band.maxPaise),
            },
          }}
          sx={{ flex: '2 1 220px' }}
        />
        <TextField
          label="Quantity"
          type="number"
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
          onBlur={() => setQuantityText(String(quantity))}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: maxQuantity, step: 1 } }}
          sx={{ flex: '1 1 120px' }}
        />
      </Box>

      <FormControl>
        <FormLabel id={deliveryLabelId}>Delivery Options</FormLabel>
        <RadioGroup
          row
          aria-labelledby={deliveryLabelId}
          value={delivery}
          onChange={(event) => setDelivery(event.target.value)}
        >
          <FormControlLabel value="gift" control={<Radio />} label="Send as Gift" />
          <FormControlLabel value="account" control={<Radio />} label="Add to my account (for personal use)" />
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
        <Typography sx={{ mt: 2 }} color="success.dark">
          Saving ₹100 (You&apos;ll pay just ₹400 for this purchase)
        </Typography>
      </Paper>

      <Button variant="contained" size="large" disabled={busy || band === null} onClick={addToCart}>
        {busy ? 'Adding to Cart...' : 'Add to Cart'}
      </Button>
    </Box>
  );
}
