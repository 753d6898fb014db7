import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { ProductImage } from '../../components/product-image';
import { formatCalendarDate } from '../../lib/dates';
import { formatInr } from '../../lib/money';
import { focusPageHeading } from '../../lib/page-heading';
import { cartLineRemoveRequested, cartQuantityChanged, type CartLineView } from './cart-slice';
import { QuantityStepper } from './quantity-stepper';

function expiryText(expiryDate: string | null | undefined): string {
  const date = expiryDate == null ? null : formatCalendarDate(expiryDate);
  return date === null ? 'No expiry date' : `Valid till ${date}`;
}

/**
 * One line of the cart: the voucher, its amount and quantity, the line's total, and Remove. A `priority` line's
 * picture loads at once instead of as it nears the viewport. On a phone the picture sits beside the voucher, with the
 * total and the controls in rows under both; from sm the total takes a column of its own.
 */
export function CartLine({ line, priority = false }: { line: CartLineView; priority?: boolean }) {
  const dispatch = useDispatch();
  const { item } = line;
  const name = item.product.name;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '88px 1fr', sm: '120px 1fr auto' },
        alignItems: 'center',
        gap: 2,
        p: 2,
      }}
    >
      <Box sx={{ gridRow: { sm: 'span 2' } }}>
        <ProductImage url={item.product.image_url} name={name} priority={priority} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h2"
          sx={{ fontSize: '1rem', fontWeight: 700, lineHeight: 1.75, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {expiryText(item.product.expiry_date)}
        </Typography>
        <Typography variant="body2">Denomination: {formatInr(line.unitPaise)}</Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { sm: 'column' },
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="body2" color="textSecondary">
          Total
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatInr(line.totalPaise)}</Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gridColumn: { xs: '1 / -1', sm: '2 / -1' },
          alignItems: 'center',
          justifyContent: 'space-between',
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
          onClick={() => {
            // The button is disabled at once and the line then goes: the focus, which would fall to the document,
            // waits on the page's heading.
            focusPageHeading();
            dispatch(cartLineRemoveRequested(item.id));
          }}
        >
          Remove
        </Button>
      </Box>
    </Paper>
  );
}
