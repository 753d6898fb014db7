import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { useConfig } from '../configuration';
import { guideStepTwo, guideStepTwoShort, RedemptionGuide } from './redemption-guide';

/**
 * /redemption and /redemptionpage: the guide as a page. Spec part 1 describes /redemption as the mobile How to
 * Redeem, with the dialog's wording; spec part 2 words step 2 of /redemptionpage without the other payment modes.
 */
export function RedemptionGuidePage() {
  const config = useConfig();
  const { pathname } = useLocation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Redemption Guide
      </Typography>
      <RedemptionGuide
        organizationName={config?.organization_name ?? ''}
        email={config?.email ?? ''}
        stepTwo={pathname === '/redemptionpage' ? guideStepTwoShort : guideStepTwo}
      />
    </Container>
  );
}
