import { useState } from 'react';
import type { Category } from '../../../../contracts';
import { Button } from '../../lib/ui/button';
import styles from './category-bar.module.css';

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
    <nav aria-label="Categories" className={styles.bar}>
      <ul className={styles.items}>
        {shown.map((category) => {
          const chosen = category.id === chosenId;
          return (
            <li key={category.id}>
              <Button
                color="inherit"
                className={styles.category}
                aria-current={chosen ? 'true' : undefined}
                onClick={() => onChoose(category.id)}
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
              className={`${styles.category} ${styles.toggle}`}
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? 'Show Less' : 'Show More'}
            </Button>
          </li>
        )}
      </ul>
    </nav>
  );
}
