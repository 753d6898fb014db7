import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../../../../contracts';
import { formatInr, toRupees, twoDecimals } from '../../lib/money';
import { isHttpUrl } from '../../lib/runtime-config';
import { selectProduct } from '../product';
import { CardInput, CardSelect } from './card-field';
import { cardAmountError, cardAmountsOf, defaultAmount, parseQuantity, parseRupeeInput } from './card-amount';
import type { PriceRange } from './catalogue-slice';

/** Delay between the entrance of one card and the next (spec section 9). */
export const CARD_STAGGER_MS = 10;

export const IMAGE_HEIGHT = 140;

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

interface ProductCardProps {
  product: Product;
  priceRange: PriceRange;
  /** The card's place in the list, for the staggered entrance. */
  position: number;
}

function ProductImage({ product }: { product: Product }) {
  const [failed, setFailed] = useState(false);
  if (isHttpUrl(product.image_url) && !failed) {
    return (
      <Box
        component="img"
        src={product.image_url}
        alt={product.name}
        loading="lazy"
        height={IMAGE_HEIGHT}
        onError={() => setFailed(true)}
        sx={{ display: 'block', width: '100%', height: IMAGE_HEIGHT, objectFit: 'contain', bgcolor: 'grey.100' }}
      />
    );
  }
  return (
    <Box
      sx={{
        height: IMAGE_HEIGHT,
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
export const ProductCard = memo(function ProductCard({ product, priceRange, position }: ProductCardProps) {
  const navigate = useNavigate();
  const id = useId();
  const amounts = useMemo(() => cardAmountsOf(product), [product]);
  const [amountText, setAmountText] = useState(() => twoDecimals(defaultAmount(amounts, priceRange)));
  const [quantityText, setQuantityText] = useState('1');

  const amount = parseRupeeInput(amountText);
  const quantity = parseQuantity(quantityText) ?? 1;
  const error = cardAmountError(amounts, amount, priceRange);
  const buyable = amounts.band !== null && error === null;
  const headingId = `${id}-name`;
  const errorId = `${id}-error`;

  function viewCoupon() {
    void navigate('/shopping-cart', { state: { product: selectProduct(product, toRupees(amount), quantity) } });
  }

  const amountField =
    amounts.choices.length > 1 ? (
      <CardSelect
        label="Denomination"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={error !== null}
        aria-describedby={error === null ? undefined : errorId}
      >
        {amounts.choices.map((choice) => (
          <option key={choice} value={twoDecimals(choice)}>
            {formatInr(choice)}
          </option>
        ))}
      </CardSelect>
    ) : (
      <CardInput
        type="number"
        label="Denomination"
        adornment="INR"
        value={amountText}
        disabled={amounts.band === null}
        onChange={(event) => setAmountText(event.target.value)}
        error={error !== null}
        min={amounts.band === null ? undefined : toRupees(amounts.band.min)}
        max={amounts.band === null ? undefined : toRupees(amounts.band.max)}
        step="any"
        inputMode="decimal"
        aria-describedby={error === null ? undefined : errorId}
      />
    );

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      // Inline, so that every card shares one generated class whatever its place in the list.
      style={{ animationDelay: `${position * CARD_STAGGER_MS}ms` }}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        animation: `${enter} 240ms ease-out both`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <ProductImage product={product} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
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
        <CardInput
          type="number"
          label="Quantity"
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
          onBlur={() => setQuantityText(String(quantity))}
          min={1}
          step={1}
          inputMode="numeric"
        />
        {error !== null && (
          <Typography id={errorId} role="alert" variant="body2" color="error">
            {error}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth disabled={!buyable} onClick={viewCoupon}>
          View Coupon
        </Button>
      </CardActions>
    </Card>
  );
});
