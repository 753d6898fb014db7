import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Note, PanelSection } from './panel-parts';
import { formatUtc } from './simulator-time';

/** The admin API's limit for one move. */
const maxSeconds = 30 * 24 * 60 * 60;

const steps = [
  { label: '+1 min', seconds: 60 },
  { label: '+5 min', seconds: 5 * 60 },
  { label: '+1 h', seconds: 60 * 60 },
];

interface ClockSectionProps {
  /** The simulator's time when it was read (ISO 8601), and the device's time then. */
  clock: string;
  readAt: number;
  busy: boolean;
  onAdvance: (seconds: number) => void;
}

export function ClockSection({ clock, readAt, busy, onAdvance }: ClockSectionProps) {
  const [deviceNow, setDeviceNow] = useState(readAt);
  const [seconds, setSeconds] = useState('');

  // The simulator's clock follows real time between moves, so the reading runs on rather than standing still.
  useEffect(() => {
    const timer = window.setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const custom = Number(seconds);
  const customValid = Number.isInteger(custom) && custom >= 1 && custom <= maxSeconds;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (customValid) onAdvance(custom);
  };

  return (
    <PanelSection id="qa-panel-clock" title="Clock">
      <Typography variant="body2">
        Simulator time: <time dateTime={clock}>{formatUtc(Date.parse(clock) + Math.max(0, deviceNow - readAt))}</time>
      </Typography>
      <Box
        role="group"
        aria-label="Move the clock forward"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 0.75 }}
      >
        {steps.map(({ label, seconds: step }) => (
          <Button key={label} size="small" variant="outlined" disabled={busy} onClick={() => onAdvance(step)}>
            {label}
          </Button>
        ))}
      </Box>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.75 }}>
        <TextField
          label="Seconds"
          type="number"
          size="small"
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: maxSeconds, step: 1, inputMode: 'numeric' } }}
          sx={{ width: '9em' }}
        />
        <Button type="submit" size="small" variant="outlined" disabled={busy || !customValid}>
          Advance
        </Button>
      </Box>
      <Note>Tokens and payment windows run on this clock; it only moves forward.</Note>
    </PanelSection>
  );
}
