import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { copyRefusedMessage, useClipboardCopy } from '../../lib/use-clipboard-copy';

/** A seed value with its Copy button; 'Copied' confirms it, a refusal says what to do instead. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const { outcome, copy } = useClipboardCopy(value);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      <Button size="small" aria-label={label} onClick={() => void copy()} sx={{ minWidth: 0 }}>
        Copy
      </Button>
      <Typography
        component="span"
        role="status"
        variant="caption"
        color={outcome === 'refused' ? 'error' : 'success.dark'}
      >
        {outcome === 'copied' ? 'Copied' : outcome === 'refused' ? copyRefusedMessage : ''}
      </Typography>
    </Box>
  );
}
