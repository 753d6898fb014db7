import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export const guideStepOne = 'Add products to cart and proceed to checkout.';
/** Step 2 in the dialog (spec part 1). */
export const guideStepTwo =
  'At checkout, select your points balance and redeem against the shopping cart value. You can pay additional amount via other payment modes as well.';
/** Step 2 on the /redemptionpage page (spec part 2), which leaves out the other payment modes. */
export const guideStepTwoShort = 'At checkout, select your points balance and redeem against the shopping cart value.';
// The spec gives the codes tab no content; a line says so rather than leaving an empty panel.
export const noCodesText = 'No codes are available yet.';

export interface RedemptionGuideProps {
  organizationName: string;
  email: string;
  stepTwo: string;
}

/** The guide's two tabs, the coins one with its steps, and the contact e-mail; shared by the dialog and the page. */
export function RedemptionGuide({ organizationName, email, stepTwo }: RedemptionGuideProps) {
  const [tab, setTab] = useState<'coins' | 'codes'>('coins');
  const idPrefix = useId();
  const tabId = (name: string) => `${idPrefix}-tab-${name}`;
  const panelId = (name: string) => `${idPrefix}-panel-${name}`;
  const steps = [guideStepOne, stepTwo];

  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: 'coins' | 'codes') => setTab(value)} variant="fullWidth">
        <Tab value="coins" label={`${organizationName} Coins`} id={tabId('coins')} aria-controls={panelId('coins')} />
        <Tab value="codes" label={`${organizationName} Codes`} id={tabId('codes')} aria-controls={panelId('codes')} />
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId('coins')}
        aria-labelledby={tabId('coins')}
        hidden={tab !== 'coins'}
        sx={{ py: 2 }}
      >
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {steps.map((text, index) => (
            <Box component="li" key={text} sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
              <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {`Step ${index + 1}`}
              </Typography>
              <Typography component="span">{text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        role="tabpanel"
        id={panelId('codes')}
        aria-labelledby={tabId('codes')}
        hidden={tab !== 'codes'}
        sx={{ py: 2 }}
      >
        <Typography>{noCodesText}</Typography>
      </Box>
      <Typography variant="body2" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
        For any help, write to us at{' '}
        <Link href={`mailto:${email}`} underline="always">
          {email}
        </Link>
      </Typography>
    </Box>
  );
}
