import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { ProductImage } from '../../components/product-image';
import { formatCalendarDate } from '../../lib/dates';
import { formatInr } from '../../lib/money';
import { cartLineRemoveRequested, cartQuantityChanged, type CartLineView } from './cart-slice';
import { QuantityStepper } from './quantity-stepper';

function expiryText(expiryDate: string | null | undefined): string {
  const date = expiryDate == null ? null : formatCalendarDate(expiryDate);
  return date === null ? 'No expiry date' : `Valid till ${date}`;
}

/** One line of the cart: the voucher, its amount and quantity, the line's total, and Remove. */
export function CartLine({ line }: { line: CartLineView }) {
  const dispatch = useDispatch();
  const { item } = line;
  const name = item.product.name;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '88px 1fr', sm: '120px 1fr auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ gridRow: { xs: 'span 1', sm: 'span 2' } }}>
        <ProductImage url={item.product.image_url} name={name} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {expiryText(item.product.expiry_date)}
        </Typography>
        <Typography variant="body2">Denomination: {formatInr(line.unitPaise)}</Typography>
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Total
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatInr(line.totalPaise)}</Typography>
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: '2 / -1' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <QuantityStepper
          itemName={name}
          quantity={line.quantity}
          onChange={(quantity) => dispatch(cartQuantityChanged(item.id, quantity))}
        />
        <Button
          color="error"
          aria-label={`Remove ${name}`}
          disabled={line.saving}
          onClick={() => dispatch(cartLineRemoveRequested(item.id))}
        >
          Remove
        </Button>
      </Box>
    </Paper>
  );
}
