import Box from '@mui/material/Box';
import { formatPoints } from '../../lib/money';

/** The desktop header's points box. */
export function PointsBalance({ coins }: { coins: number }) {
  return (
    <Box
      sx={{
        px: 1.5,
        py: 0.75,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {formatPoints(coins)}
    </Box>
  );
}
