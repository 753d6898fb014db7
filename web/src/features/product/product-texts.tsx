import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { Product } from '../../../../contracts';
import { plainText } from '../../lib/plain-text';

type ProductTextsProps = Pick<Product, 'details' | 'terms_and_conditions' | 'how_to_use'>;

/**
 * The provider's texts in tabs, always as plain text: they may carry markup that must never reach the page. As in
 * WAI-ARIA's tabs pattern, the arrows (wrapping round), Home and End move between the tabs and the panels show at
 * once, so the tab in focus is the one selected (MUI leaves an arrow held with a modifier to the browser); Tab
 * leaves the list for the panel.
 */
export function ProductTexts({ details, terms_and_conditions: terms, how_to_use: howToUse }: ProductTextsProps) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useMemo(
    () => [
      { label: 'Description', text: plainText(details) },
      { label: 'Terms', text: plainText(terms) },
      { label: 'Redeem', text: plainText(howToUse) },
    ],
    [details, terms, howToUse],
  );

  return (
    <Box component="section" aria-label="Product information" sx={{ mt: 4 }}>
      <Tabs
        value={selected}
        onChange={(_, value: number) => setSelected(value)}
        selectionFollowsFocus
        aria-label="Product information"
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.label}
            label={tab.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            // Inside the scroller, which clips: the focus ring goes inside the tab, over a tint of its colour.
            sx={{ '&.Mui-focusVisible': { outlineOffset: -2, bgcolor: 'action.focus' } }}
          />
        ))}
      </Tabs>
      {tabs.map((tab, index) => (
        <Box
          key={tab.label}
          role="tabpanel"
          hidden={index !== selected}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          // A panel of plain text has nothing to focus inside it: the panel itself takes the focus after the tabs.
          tabIndex={0}
          sx={(theme) => ({
            py: 2,
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          })}
        >
          <Typography sx={{ whiteSpace: 'pre-line' }}>{tab.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
