import TextField from '@mui/material/TextField';
import type { SortOption } from './catalogue-slice';

export const sortLabels: Record<SortOption, string> = {
  recommended: 'Price Range',
  price_high_low: 'Price: High to Low',
  price_low_high: 'Price: Low to High',
};

const sortOptions = Object.keys(sortLabels) as SortOption[];

const isSortOption = (value: string): value is SortOption => value in sortLabels;

/** The sort control: a native select, which phones open with their own picker. */
export function SortSelect({ value, onChange }: { value: SortOption; onChange(option: SortOption): void }) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) => {
        if (isSortOption(event.target.value)) onChange(event.target.value);
      }}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 200 }}
    >
      {sortOptions.map((option) => (
        <option key={option} value={option}>
          {sortLabels[option]}
        </option>
      ))}
    </TextField>
  );
}
