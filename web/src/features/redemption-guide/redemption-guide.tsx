import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export const guideStepOne = 'Add products to cart and proceed to checkout.';
/** Step 2 in the dialog (spec part 1). */
export const guideStepTwo =
  'At checkout, select your points balance and redeem against the shopping cart value. You can pay additional amount via other payment modes as well.';
/** Step 2 on the /redemptionpage page (spec part 2), which leaves out the other payment modes. */
export const guideStepTwoShort = 'At checkout, select your points balance and redeem against the shopping cart value.';
// The spec gives the codes tab no content; a line says so rather than leaving an empty panel.
export const noCodesText = 'No codes are available yet.';

/*
 * Both panels in one grid cell, the hidden one kept in the layout but not drawn (nor read, nor focusable): the guide is
 * as tall as its taller panel on either tab, so that a centred dialog neither shrinks nor moves its tab bar from under
 * the pointer when the shorter codes tab opens.
 */
const panelSx = { gridArea: '1 / 1', py: 2, '&[hidden]': { display: 'block', visibility: 'hidden' } } as const;

function GuidePanel({
  id,
  tabId,
  shown,
  children,
}: {
  id: string;
  tabId: string;
  shown: boolean;
  children: ReactNode;
}) {
  return (
    <Box role="tabpanel" id={id} aria-labelledby={tabId} hidden={!shown} sx={panelSx}>
      {children}
    </Box>
  );
}

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
      <Box sx={{ display: 'grid' }}>
        <GuidePanel id={panelId('coins')} tabId={tabId('coins')} shown={tab === 'coins'}>
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
        </GuidePanel>
        <GuidePanel id={panelId('codes')} tabId={tabId('codes')} shown={tab === 'codes'}>
          <Typography>{noCodesText}</Typography>
        </GuidePanel>
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
