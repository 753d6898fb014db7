import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Order } from '../../../../contracts';
import { withSoftBreaks } from '../../components/page-layout';
import { isHttpUrl } from '../../lib/runtime-config';
import { CopyButton } from './copy-button';

type Voucher = Order['vouchers'][number];

export const noVouchersText = 'No voucher details available';
export const noClaimUrlText = 'No claim URL available';
export const missingValueText = 'N/A';

const hasText = (value: string | null): value is string => value !== null && value.trim() !== '';

function VoucherField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, alignItems: 'center' }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      {/* The value, then its copy button beside it: a value too long for the line wraps in its own column. */}
      <Box
        component="dd"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, max-content) auto',
          justifyContent: 'start',
          alignItems: 'center',
          minWidth: 0,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A card number or PIN: the value to copy, or 'N/A'. */
function CodeField({ label, value, voucherName }: { label: string; value: string | null; voucherName: string }) {
  return (
    <VoucherField label={label}>
      {hasText(value) ? (
        <>
          <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
          <CopyButton value={value} label={`Copy ${label.toLowerCase()} of ${voucherName}`} />
        </>
      ) : (
        <Typography component="span">{missingValueText}</Typography>
      )}
    </VoucherField>
  );
}

function ClaimField({ url, voucherName }: { url: string | null; voucherName: string }) {
  if (!hasText(url)) {
    return (
      <VoucherField label="Claim URL">
        <Typography component="span">{noClaimUrlText}</Typography>
      </VoucherField>
    );
  }
  // Only an http(s) address becomes a link: anything else from the server stays text.
  return (
    <VoucherField label="Claim URL">
      {isHttpUrl(url) ? (
        <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {withSoftBreaks(url, '/')}
        </Link>
      ) : (
        <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
          {withSoftBreaks(url, '/')}
        </Typography>
      )}
      <CopyButton value={url} label={`Copy claim URL of ${voucherName}`} />
    </VoucherField>
  );
}

/**
 * An order's vouchers: card number, PIN and claim URL each, with copy buttons named by voucher and order, so that a
 * list of the page's buttons tells every order's apart.
 */
export function VoucherList({ orderId, vouchers }: { orderId: string; vouchers: readonly Voucher[] }) {
  if (vouchers.length === 0) return <Typography color="textSecondary">{noVouchersText}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {vouchers.map((voucher, index) => {
        const voucherName = `voucher ${index + 1} of order ${orderId}`;
        return (
          // The provider sends no voucher id; a voucher's place in its order is stable.
          <Box component="li" key={index} aria-label={`Voucher ${index + 1}`}>
            <Typography variant="subtitle2" component="h4">
              Voucher {index + 1}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              <CodeField label="Card number" value={voucher.card_number} voucherName={voucherName} />
              <CodeField label="PIN" value={voucher.pin_code} voucherName={voucherName} />
              <ClaimField url={voucher.claim_url} voucherName={voucherName} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
