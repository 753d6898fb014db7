import { OutlinedSelect } from '../../lib/ui/outlined-field';
import type { CategoryChoiceProps } from './category-bar';
import styles from './mobile-categories-select.module.css';

// Option values are strings; this one stands for "no category".
const allCategories = 'all';

/**
 * On small screens the category bar becomes a dropdown that can also go back to every category. It is the phone's own
 * picker (a native select), which keeps a menu and popover's code off the home page.
 */
export function MobileCategoriesSelect({ categories, chosenId, onChoose }: CategoryChoiceProps) {
  // Until the categories arrive a chosen id has no option to show.
  const known = categories.some((category) => category.id === chosenId);
  return (
    <OutlinedSelect
      label="Categories"
      fullWidth
      className={styles.select}
      value={known ? String(chosenId) : allCategories}
      onChange={(event) => {
        const { value } = event.target;
        onChoose(value === allCategories ? null : Number(value));
      }}
    >
      <option value={allCategories}>All Categories</option>
      {categories.map((category) => (
        <option key={category.id} value={String(category.id)}>
          {category.name}
        </option>
      ))}
    </OutlinedSelect>
  );
}
