import Box from '@mui/material/Box';

/** The coin balance as the spec shows it: the number followed by 'Points'. */
export function pointsText(coins: number): string {
  return `${coins} Points`;
}

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
      {pointsText(coins)}
    </Box>
  );
}
