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

/** The desktop bar of top-level categories: the first five, and the rest behind Show More. */
export function CategoryBar({ categories, chosenId, onChoose }: CategoryChoiceProps) {
  const [expanded, setExpanded] = useState(false);
  const collapsible = categories.length > collapsedCategoryCount;
  const shown = expanded ? categories : categories.slice(0, collapsedCategoryCount);

  return (
    <Box component="nav" aria-label="Categories" sx={{ display: { xs: 'none', md: 'block' } }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
      >
        {shown.map((category) => {
          const chosen = category.id === chosenId;
          return (
            <li key={category.id}>
              <Button
                color="inherit"
                aria-current={chosen ? 'true' : undefined}
                onClick={() => onChoose(category.id)}
                sx={{
                  textTransform: 'none',
                  fontWeight: chosen ? 700 : 400,
                  textDecoration: chosen ? 'underline' : 'none',
                }}
              >
                {category.name}
              </Button>
            </li>
          );
        })}
        {collapsible && (
          <li>
            <Button
              color="inherit"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
              sx={{ textTransform: 'none', fontStyle: 'italic' }}
            >
              {expanded ? 'Show Less' : 'Show More'}
            </Button>
          </li>
        )}
      </Box>
    </Box>
  );
}
