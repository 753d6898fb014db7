import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { Product } from '../../../../contracts';
import { plainText } from '../../lib/plain-text';

type ProductTextsProps = Pick<Product, 'details' | 'terms_and_conditions' | 'how_to_use'>;

/** The provider's texts in tabs, always as plain text: they may carry markup that must never reach the page. */
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
        aria-label="Product information"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab, index) => (
          <Tab key={tab.label} label={tab.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {tabs.map((tab, index) => (
        <Box
          key={tab.label}
          role="tabpanel"
          hidden={index !== selected}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ py: 2 }}
        >
          <Typography sx={{ whiteSpace: 'pre-line' }}>{tab.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
