import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import type { CategoryChoiceProps } from './category-bar';

// Select values are strings; this one stands for "no category".
const allCategories = 'all';

/** On small screens the category bar becomes a dropdown that can also go back to every category. */
export function MobileCategoriesSelect({ categories, chosenId, onChoose }: CategoryChoiceProps) {
  const labelId = useId();
  // Until the categories arrive a chosen id has no option to show.
  const known = categories.some((category) => category.id === chosenId);
  return (
    <FormControl size="small" fullWidth sx={{ display: { xs: 'flex', md: 'none' } }}>
      <InputLabel id={labelId}>Categories</InputLabel>
      <Select
        labelId={labelId}
        label="Categories"
        value={known ? String(chosenId) : allCategories}
        onChange={(event) => onChoose(event.target.value === allCategories ? null : Number(event.target.value))}
      >
        <MenuItem value={allCategories}>All Categories</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={String(category.id)}>
            {category.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
