import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatCoins, formatInr } from '../../lib/money';
import { coinDiscountToggled, selectCartSyncing } from './cart-slice';
import { useCheckoutSummary } from './use-cart-view';
import visuallyHidden from '@mui/utils/visuallyHidden';

function SummaryRows({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}

function SummaryRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, fontWeight: strong ? 700 : undefined }}
    >
      <dt>{label}</dt>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

export function insufficientCoinsMessage(coinsNeeded: number): string {
  return `Insufficient coins for discount. Need ${coinsNeeded} coins.`;
}

interface CartSummaryProps {
  placing: boolean;
  onCheckout: () => void;
}

/**
 * The cart's total, the coin discount (10% of the total, paid in coins), the cash to pay and Checkout. Beside the
 * lines on a wide screen, it stays in view while a long cart scrolls.
 */
export function CartSummary({ placing, onCheckout }: CartSummaryProps) {
  const dispatch = useDispatch();
  const summary = useCheckoutSummary();
  const syncing = useSelector(selectCartSyncing);
  const titleId = useId();
  const refusalId = useId();
  const refused = summary.totalPaise > 0 && !summary.discountAllowed;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Order summary
      </Typography>
      <SummaryRows>
        <SummaryRow label="Cart total">{formatInr(summary.totalPaise)}</SummaryRow>
      </SummaryRows>
      <FormControlLabel
        // The box's 42 px touch target pulled up beside the offer's first line, not between the lines.
        sx={{ alignItems: 'flex-start', my: 1, '& > .MuiCheckbox-root': { mt: '-5px' } }}
        control={
          <Checkbox
            checked={summary.discountApplied}
            disabled={summary.totalPaise === 0 || refused}
            onChange={(event) => dispatch(coinDiscountToggled(event.target.checked))}
            slotProps={{ input: { 'aria-describedby': refused ? refusalId : undefined } }}
          />
        }
        label={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              Use {formatCoins(summary.discountPaise)} coins for 10% off
            </Box>
            <Typography variant="body2" component="span" color="textSecondary">
              Your balance: {formatCoins(summary.balancePaise)} coins
            </Typography>
          </>
        }
      />
      {refused && (
        <Typography id={refusalId} variant="body2" color="error" sx={{ mb: 1 }}>
          {insufficientCoinsMessage(summary.coinsNeeded)}
        </Typography>
      )}
      <Divider sx={{ my: 1 }} />
      <SummaryRows>
        {summary.discountApplied && <SummaryRow label="Coin discount">−{formatInr(summary.coinsPaise)}</SummaryRow>}
        <SummaryRow label="Cash to pay" strong>
          {formatInr(summary.cashPaise)}
        </SummaryRow>
      </SummaryRows>
      {/* Every change of a quantity, a removal or the discount moves these amounts: said without moving the focus. */}
      <Box component="p" role="status" sx={visuallyHidden}>
        {`Cart total ${formatInr(summary.totalPaise)}, cash to pay ${formatInr(summary.cashPaise)}.`}
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={placing || syncing || summary.totalPaise === 0}
        onClick={onCheckout}
      >
        {placing ? 'Placing order...' : 'Checkout'}
      </Button>
    </Paper>
  );
}
