import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isHttpUrl } from '../../lib/runtime-config';

export interface BrandLogoProps {
  organizationName: string;
  logoUrl: string | undefined;
}

/** The brand's logo linking home; the organisation's name stands in when there is no usable logo. */
export function BrandLogo({ organizationName, logoUrl }: BrandLogoProps) {
  const [failed, setFailed] = useState(false);
  const showImage = isHttpUrl(logoUrl) && !failed;
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0, fontWeight: 700, fontSize: '1.25rem' }}
    >
      {showImage ? (
        <Box
          component="img"
          src={logoUrl}
          alt={organizationName}
          onError={() => setFailed(true)}
          sx={{ display: 'block', height: { xs: 32, md: 44 }, maxWidth: { xs: 120, md: 180 }, objectFit: 'contain' }}
        />
      ) : (
        organizationName
      )}
    </Link>
  );
}
