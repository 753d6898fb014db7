import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCountdown } from './payment-clock';

/** The time left as m:ss over a bar of the fraction left of the window. */
export function PaymentCountdown({ seconds, windowSeconds }: { seconds: number | null; windowSeconds: number }) {
  const fraction = seconds === null ? 1 : seconds / windowSeconds;
  const percent = Math.min(100, Math.max(0, fraction * 100));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>Time left to pay</span>
        <Box
          component="span"
          role="timer"
          aria-label="Time left to pay"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {seconds === null ? '–:––' : formatCountdown(seconds)}
        </Box>
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Share of the payment window left"
        // A whole percentage to read out, not the fraction the bar draws.
        aria-valuenow={Math.round(percent)}
      />
    </Box>
  );
}
