import type { HomeNavigationState } from './catalogue-slice';

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/**
 * The category and subcategories another page sent the home in its navigation state, keeping only well-formed
 * values; undefined when it sent none.
 */
export function homeNavigationState(state: unknown): HomeNavigationState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { categoryId, selectedSubCategories } = state as Record<string, unknown>;
  const navigation: HomeNavigationState = {};
  if (categoryId === null || isId(categoryId)) navigation.categoryId = categoryId;
  if (Array.isArray(selectedSubCategories)) navigation.selectedSubCategories = selectedSubCategories.filter(isId);
  return Object.keys(navigation).length === 0 ? undefined : navigation;
}
