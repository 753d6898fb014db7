import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { copyRefusedMessage, useClipboardCopy } from '../../lib/use-clipboard-copy';

/** Copies a value to the clipboard; the check icon and 'Copied' confirm it, a refusal says what to do instead. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { outcome, copy } = useClipboardCopy(value);

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        {outcome === 'copied' ? (
          <CheckIcon color="success" sx={{ fontSize: 18 }} />
        ) : (
          <ContentCopyIcon sx={{ fontSize: 18 }} />
        )}
      </IconButton>
      <Typography component="span" role="status" variant="caption" sx={{ color: 'success.dark' }}>
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
