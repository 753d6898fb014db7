import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isHttpUrl } from '../lib/runtime-config';

const frameSx = {
  width: '100%',
  aspectRatio: '4 / 3',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'grey.100',
} as const;

/**
 * The product's picture, or 'No Image Available' when it has none or it fails to load. Its frame is 4:3 (the width and
 * height give the box before the styles apply; the contract gives one URL, no sizes, so there is no srcset). Lists
 * load it as it nears the viewport, but for their first lines; the product page, where it is the first thing in view,
 * asks for it at once.
 */
export function ProductImage({
  url,
  name,
  priority = false,
}: {
  url: string | null;
  name: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!isHttpUrl(url) || failed) {
    return (
      <Box sx={{ ...frameSx, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1 }}>
        <Typography color="text.secondary" sx={{ m: 0, fontSize: 'clamp(0.75rem, 2.5vw, 1rem)', textAlign: 'center' }}>
          No Image Available
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={name}
      width={400}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      sx={{ ...frameSx, height: 'auto', objectFit: 'contain' }}
    />
  );
}
