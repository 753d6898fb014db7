import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { guideStepTwo, RedemptionGuide } from './redemption-guide';

export interface RedemptionGuideDialogProps {
  open: boolean;
  onClose: () => void;
  organizationName: string;
  email: string;
}

/** The guide the header's How to Redeem? opens; MUI's modal locks page scrolling while it is open. */
export function RedemptionGuideDialog({ open, onClose, organizationName, email }: RedemptionGuideDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* Before the title, not between it and the content: MUI then drops the content's top padding under a title. */}
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Redemption Guide
      </DialogTitle>
      <DialogContent>
        <RedemptionGuide organizationName={organizationName} email={email} stepTwo={guideStepTwo} />
      </DialogContent>
    </Dialog>
  );
}
