import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLayout } from '../../components/page-layout';
import { voucherPromo, type PromoOffer } from './showcase-content';

function OfferRow({ offer }: { offer: PromoOffer }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
    >
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{offer.text}</Typography>
        {offer.detail !== null && (
          <Typography variant="body2" color="textSecondary">
            {offer.detail}
          </Typography>
        )}
      </Box>
      {/* Fixed colours, not the brand's: the tag must be readable whatever the configured palette. */}
      {offer.limitedPeriod && (
        <Chip
          size="small"
          label="Limited Period Offer"
          sx={{ fontWeight: 700, bgcolor: '#c62828', color: '#ffffff' }}
        />
      )}
    </Paper>
  );
}

/**
 * /purchase-voucher: spec part 2's static promo, its texts exactly. The spec's Next button does nothing; rather than a
 * button that silently ignores a press, it is disabled with its reason beside it, and the shopper is offered the
 * catalogue instead (docs/deviations.md). No calls and no state: the amount and offers are fixed texts.
 */
export function PurchaseVoucherPage() {
  const offersHeadingId = useId();
  const nextReasonId = useId();
  return (
    <PageLayout title={voucherPromo.headline} maxWidth={560}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        {/* A visual badge; the sentence beside it says the same for screen readers. */}
        <Box
          aria-hidden="true"
          sx={{
            flex: 'none',
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.900',
            color: 'common.white',
            fontSize: '1.5rem',
            fontWeight: 700,
          }}
        >
          3x
        </Box>
        <Typography component="p" variant="h6">
          {voucherPromo.benefit}
        </Typography>
      </Paper>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{voucherPromo.purchaseAmount}</Typography>
        <Typography variant="body2" color="textSecondary">
          {voucherPromo.amountNote}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby={offersHeadingId} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={offersHeadingId} component="h2" variant="h6">
          Offers
        </Typography>
        <Box
          component="ul"
          aria-labelledby={offersHeadingId}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {voucherPromo.offers.map((offer) => (
            <OfferRow key={offer.text} offer={offer} />
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Button variant="contained" size="large" disabled aria-describedby={nextReasonId}>
          Next
        </Button>
        <Typography id={nextReasonId} variant="body2" color="textSecondary">
          Purchasing from this page is not available yet.
        </Typography>
        <Link component={RouterLink} to="/">
          Browse vouchers
        </Link>
      </Box>
    </PageLayout>
  );
}
