import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CARD_IMAGE_HEIGHT } from './product-card';

/*
 * The heights of a card's parts as it draws them: small chips, the name and 'Voucher' lines (1rem at 1.3 and body2),
 * two small outlined fields, a contained button; with the card's own paddings and gaps, the outline has the card's
 * size to the pixel. Still blocks, as before: nothing moves while the first page loads.
 */
const chips = 24;
const heading = 40.82;
const field = 40;
const button = 36.5;

function Block({ height }: { height: number }) {
  return <Skeleton variant="rectangular" animation={false} height={height} sx={{ bgcolor: 'action.hover' }} />;
}

/** A product card's outline while the first page loads: it holds the card's place so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Skeleton variant="rectangular" animation={false} height={CARD_IMAGE_HEIGHT} sx={{ bgcolor: 'grey.100' }} />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Block height={chips} />
        <Block height={heading} />
        <Block height={field} />
        <Block height={field} />
      </Stack>
      <Box sx={{ px: 2, pt: 1, pb: 2 }}>
        <Block height={button} />
      </Box>
    </Box>
  );
}
