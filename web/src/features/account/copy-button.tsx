import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from './account-icons';

/** Spec section 9: the check icon shows for 2 s after a copy. */
export const copiedFeedbackMs = 2000;

export const copyRefusedMessage = 'Your browser did not allow copying. Select the text and copy it yourself.';

type CopyOutcome = 'idle' | 'copied' | 'refused';

/** Copies a value to the clipboard; the check icon and 'Copied' confirm it, a refusal says what to do instead. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome('idle'), copiedFeedbackMs);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      // Undefined outside a secure context (plain http on another host): that lands in the catch too.
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('refused');
    }
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        {outcome === 'copied' ? <CheckIcon size={18} color="green" /> : <CopyIcon size={18} />}
      </IconButton>
      <Typography component="span" role="status" variant="caption" color="success.dark">
        {outcome === 'copied' ? 'Copied' : ''}
      </Typography>
      {outcome === 'refused' && (
        <Typography component="span" role="alert" variant="caption" color="error">
          {copyRefusedMessage}
        </Typography>
      )}
    </Box>
  );
}
