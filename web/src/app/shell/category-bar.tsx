import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Category } from '../../../../contracts';

/** Categories shown before Show More (spec section 9). */
export const collapsedCategoryCount = 5;

export interface CategoryChoiceProps {
  categories: readonly Category[];
  chosenId: number | null;
  onChoose: (categoryId: number | null) => void;
}

const categorySx = {
  // A button's 64 px minimum centred a short name ('Travel') in extra space, so the gaps between names differed.
  minWidth: 0,
  fontWeight: 400,
  textTransform: 'none',
  '&[aria-current="true"]': { fontWeight: 700, textDecoration: 'underline' },
  // On the brand-coloured band a ring in the primary colour would not show; the band's text colour does.
  '&.Mui-focusVisible': { outlineColor: 'currentColor' },
} as const;

/** The desktop bar of top-level categories: the first five, and the rest behind Show More. */
export function CategoryBar({ categories, chosenId, onChoose }: CategoryChoiceProps) {
  const [expanded, setExpanded] = useState(false);
  const collapsible = categories.length > collapsedCategoryCount;
  const shown = expanded ? categories : categories.slice(0, collapsedCategoryCount);

  return (
    // One row of category buttons tall before the categories arrive, so the page below does not move when they do.
    <Box component="nav" aria-label="Categories" sx={{ display: { xs: 'none', md: 'block' }, minHeight: 36.5 }}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {shown.map((category) => (
          <li key={category.id}>
            <Button
              color="inherit"
              aria-current={category.id === chosenId ? 'true' : undefined}
              onClick={() => onChoose(category.id)}
              sx={categorySx}
            >
              {category.name}
            </Button>
          </li>
        ))}
        {collapsible && (
          <li>
            <Button
              color="inherit"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
              sx={{ ...categorySx, fontStyle: 'italic' }}
            >
              {expanded ? 'Show Less' : 'Show More'}
            </Button>
          </li>
        )}
      </Box>
    </Box>
  );
}
