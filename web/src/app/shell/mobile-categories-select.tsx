import TextField from '@mui/material/TextField';
import type { CategoryChoiceProps } from './category-bar';

// Option values are strings; this one stands for "no category".
const allCategories = 'all';

/**
 * On small screens the category bar becomes a dropdown that can also go back to every category. It opens the phone's own
 * picker (a native select), which fits the screen and the thumb better than a menu drawn by the page.
 */
export function MobileCategoriesSelect({ categories, chosenId, onChoose }: CategoryChoiceProps) {
  // Until the categories arrive a chosen id has no option to show.
  const known = categories.some((category) => category.id === chosenId);
  return (
    <TextField
      select
      label="Categories"
      size="small"
      fullWidth
      value={known ? String(chosenId) : allCategories}
      onChange={(event) => {
        const { value } = event.target;
        onChoose(value === allCategories ? null : Number(value));
      }}
      slotProps={{ select: { native: true } }}
      sx={{ display: { md: 'none' } }}
    >
      <option value={allCategories}>All Categories</option>
      {categories.map((category) => (
        <option key={category.id} value={String(category.id)}>
          {category.name}
        </option>
      ))}
    </TextField>
  );
}
