import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The sample code the spec's success modal shows (a demonstration, not a voucher: those are in Track Order). */
export const sampleCode = 'SAMPLE-1000';

/** /payment's success modal: 'Congrats', the points added, a sample code with Redeem, and OK. */
export function CongratsDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        Congrats
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'center', textAlign: 'center' }}>
        <Typography>Points has been added on your account</Typography>
        <Box
          component="code"
          sx={{
            px: 2,
            py: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontSize: '1.1rem',
            letterSpacing: 1,
          }}
        >
          {sampleCode}
        </Box>
        <Button component={RouterLink} to="/redeem-voucher" variant="outlined">
          Redeem
        </Button>
        <Typography variant="body2" color="textSecondary">
          Coins Redeemed on this site
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
