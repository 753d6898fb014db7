import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isHttpUrl } from '../../lib/runtime-config';

export interface BrandLogoProps {
  organizationName: string;
  logoUrl: string | undefined;
}

/**
 * The brand's logo linking home; the organisation's name stands in when there is no usable logo. One fixed box whether
 * the logo loads, is still loading or fails, so the search box beside it never moves.
 */
export function BrandLogo({ organizationName, logoUrl }: BrandLogoProps) {
  const [failed, setFailed] = useState(false);
  const showImage = isHttpUrl(logoUrl) && !failed;
  return (
    <Link
      component={RouterLink}
      to="/"
      color="inherit"
      underline="none"
      sx={{
        display: 'flex',
        flexShrink: 0,
        alignItems: 'center',
        width: { xs: 120, md: 180 },
        height: { xs: 40, md: 44 },
        overflow: 'hidden',
        fontWeight: 700,
        fontSize: { xs: '1rem', md: '1.25rem' },
        lineHeight: 1.1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {showImage ? (
        <Box
          component="img"
          src={logoUrl}
          alt={organizationName}
          onError={() => setFailed(true)}
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: 32, md: 44 },
            objectFit: 'contain',
            objectPosition: 'left center',
          }}
        />
      ) : (
        <Box
          component="span"
          sx={{
            display: '-webkit-box',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {organizationName}
        </Box>
      )}
    </Link>
  );
}
