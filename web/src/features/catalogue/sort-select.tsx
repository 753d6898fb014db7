import { OutlinedSelect } from '../../lib/ui/outlined-field';
import type { SortOption } from './catalogue-slice';
import styles from './sort-select.module.css';

export const sortLabels: Record<SortOption, string> = {
  recommended: 'Price Range',
  price_high_low: 'Price: High to Low',
  price_low_high: 'Price: Low to High',
};

const sortOptions = Object.keys(sortLabels) as SortOption[];

const isSortOption = (value: string): value is SortOption => value in sortLabels;

export function SortSelect({ value, onChange }: { value: SortOption; onChange(option: SortOption): void }) {
  return (
    <OutlinedSelect
      label="Sort by"
      value={value}
      onChange={(event) => {
        if (isSortOption(event.target.value)) onChange(event.target.value);
      }}
      className={styles.sortSelect}
    >
      {sortOptions.map((option) => (
        <option key={option} value={option}>
          {sortLabels[option]}
        </option>
      ))}
    </OutlinedSelect>
  );
}
